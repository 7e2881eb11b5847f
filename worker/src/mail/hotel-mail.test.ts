import { describe, expect, it } from 'vitest';
import { hotelMail } from './hotel-mail';
import { sampleMailData } from './sample-data';

describe('the notice to the hotel', () => {
  it('lists what changed, old against new, and leaves out what did not', () => {
    const before = sampleMailData({ display_id: 'OLD0000001' });
    const after = sampleMailData({
      kind: 'change',
      stay_start_date: '2026-12-25',
      stay_end_date: '2026-12-26',
      nights: 1,
    });
    const { subject, body_text } = hotelMail({
      kind: 'change',
      reservation: after,
      guest_lang: 'en',
      before,
    });
    expect(subject).toBe('【Tomaru】予約変更のお知らせ（予約番号：TMR7K2Q9）');
    expect(body_text).toContain('変更前の予約番号：OLD0000001');
    expect(body_text, 'the dates changed').toMatch(
      /・日程：2026年12月24日\(木\)〜2026年12月26日\(土\)（2泊） → 2026年12月25日/,
    );
    expect(body_text, 'the plan did not change').not.toMatch(/・プラン：.* → /);
    expect(body_text).toContain('予約言語：英語');
    expect(body_text).toContain('ご予約者：山田 太郎（ヤマダ タロウ）');
    expect(body_text).toContain('・1室目：大人（男性）1名、大人（女性）1名');
  });

  it('shows the cancellation fee', () => {
    const canceled = sampleMailData({ kind: 'cancellation', status: 'canceled', cancel_fee: 36_054 });
    const { body_text } = hotelMail({ kind: 'cancellation', reservation: canceled, guest_lang: 'ja' });
    expect(body_text).toContain('状態：キャンセル');
    expect(body_text).toContain('キャンセル料：￥36,054');
  });
});
