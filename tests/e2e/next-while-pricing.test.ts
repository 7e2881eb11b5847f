import { describe, expect, it } from 'vitest';
import { newPage } from './helpers';

// Dates 163–164 days ahead: inside the demo plans' booking window, away from other files' dates.
function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe('booking step 1 in a real browser', () => {
  it('goes on when Next is clicked right after changing a count, every time', async () => {
    const page = await newPage();
    const params = new URLSearchParams({
      plan_id: '101',
      room_id: '101',
      checkin: daysAhead(163),
      checkout: daysAhead(164),
      rooms: JSON.stringify([{ male_num: 1, female_num: 1 }]),
    });
    await page.goto(`/hotels/1/book?${params}`);
    await page.getByTestId('amount-due').waitFor();
    await page.getByRole('radio', { name: '電車' }).check();
    const next = page.getByRole('button', { name: 'お客様情報の入力へ進む' });
    const step2 = page.getByRole('heading', { level: 2, name: 'お客様情報の入力' });

    for (const [i, males] of ['2', '1', '2'].entries()) {
      // The count changes the price; the click comes before the new price does.
      await page.getByLabel('大人（男性）').selectOption(males);
      await next.click();
      await step2.waitFor({ timeout: 15_000 }).catch(() => {
        throw new Error(`click ${i + 1} of 3 on Next was dropped while the price recalculated`);
      });
      // The phone fields show the forms they accept.
      expect(await page.getByText('例：090-1234-5678 / +1 415 555 0100').first().isVisible()).toBe(true);
      await page.getByRole('button', { name: '戻る' }).click();
      await page.getByRole('heading', { level: 2, name: 'ご予約条件と料金' }).waitFor();
    }
  });
});
