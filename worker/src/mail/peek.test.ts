import { it } from 'vitest';
import { reservationMail } from './reservation-mail';
import { sampleMailData } from './sample-data';
it('peek', () => {
  for (const lang of ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'] as const) {
    const m = reservationMail(sampleMailData({ lang }));
    console.log(`=====${lang}\n${m.subject}\n\n${m.body_text}`);
  }
  const c = reservationMail(sampleMailData({ kind: 'cancellation', cancel_fee: 36054 }));
  console.log(`=====cancel\n${c.subject}\n\n${c.body_text}`);
});
