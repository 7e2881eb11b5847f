import { LANGS } from '@tomaru/domain/languages';
import { describe, expect, it } from 'vitest';
import { WAITING_MESSAGES, waitingMail } from './waiting-mail';

const data = {
  name: '待ち 花子',
  hotel: 'トマル京都',
  tel: '075-000-0001',
  plan: '朝食付きプラン',
  room: 'ツイン',
  checkin: '2026-12-24',
  checkout: '2026-12-26',
  room_count: 2,
  book_url: 'https://tomaru.example/hotels/1/book?plan_id=101',
};

describe('waiting-list mails', () => {
  it('have every message in every language, with the same placeholders as Japanese', () => {
    const keys = Object.keys(WAITING_MESSAGES.ja).sort();
    for (const lang of LANGS) {
      expect(Object.keys(WAITING_MESSAGES[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) {
        const slots = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        const ja = WAITING_MESSAGES.ja[key as keyof typeof WAITING_MESSAGES.ja];
        const text = WAITING_MESSAGES[lang][key as keyof typeof WAITING_MESSAGES.ja];
        expect(text.trim(), `${lang}.${key} is empty`).not.toBe('');
        expect(slots(text), `${lang}.${key}`).toEqual(slots(ja));
        if (lang === 'ko' || lang.startsWith('zh')) {
          expect(text.replaceAll(/\{\w+\}/g, ''), `${lang}.${key} has no English`).not.toMatch(
            /[A-Za-z]{2,}/,
          );
        }
      }
    }
  });

  it('tell the guest the stay, and the booking link only when a room is free', () => {
    for (const lang of LANGS) {
      const accepted = waitingMail({ ...data, kind: 'accepted', lang });
      const available = waitingMail({ ...data, kind: 'available', lang });
      expect(accepted.subject).toContain('トマル京都');
      expect(accepted.body_text).not.toContain(data.book_url);
      expect(available.body_text).toContain(data.book_url);
      expect(available.body_text).toContain('075-000-0001');
    }
    expect(waitingMail({ ...data, kind: 'available', lang: 'ja' }).body_text).toContain('2026年12月24日(木)');
  });
});
