import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTestScript, apiJson, newPage } from './helpers';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

async function seriousViolations(page: Page) {
  await addTestScript(page, 'axe', axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    return axe.run({ resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
}

/** A Japan date `days` from today (this file's stays are ~100 days ahead, away from other suites). */
function day(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const CHECKIN = day(101);
const CHECKOUT = day(103);
const STAY = `checkin=${CHECKIN}&checkout=${CHECKOUT}&room_count=1&adults=2`;

type Plans = {
  plans: { plan_id: number; title: string; rooms: { room_id: number; total_price: number | null }[] }[];
};

describe('browsing hotels and plans at 360 px', () => {
  it('searches from the top page and lists priced plans across hotels', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tomaru', level: 1 }).waitFor();
    await page.getByLabel('エリア').selectOption('JP-26');
    await page.getByLabel('チェックイン').fill(CHECKIN);
    await page.getByLabel('チェックアウト').fill(CHECKOUT);
    await page.getByLabel('大人').selectOption('2');
    await page.getByRole('button', { name: '検索する' }).click();
    await page.waitForURL((url) => url.pathname === '/searchplanlist');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prefecture: 'JP-26',
      checkin: CHECKIN,
      checkout: CHECKOUT,
      room_count: '1',
      adults: '2',
    });
    await page.getByRole('heading', { name: '宿泊プラン検索', level: 1 }).waitFor();
    await page
      .getByText(/合計 ￥[\d,]+（税込）/)
      .first()
      .waitFor();
    expect(await page.getByText('トマル京都', { exact: true }).count()).toBeGreaterThan(0);
    const book = page.getByRole('link', { name: /を予約する$/ }).first();
    const href = (await book.getAttribute('href')) ?? '';
    expect(href).toMatch(
      new RegExp(
        `^/hotels/1/book\\?plan_id=\\d+&room_id=\\d+&checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=`,
      ),
    );
    expect(JSON.parse(new URL(href, 'http://x').searchParams.get('rooms') ?? '')).toEqual([
      { male_num: 1, female_num: 1 },
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("shows on the hotel page with dates each room's total equal to getplans, to the yen", async () => {
    const page = await newPage();
    await page.goto(`/hotels/1?${STAY}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const api = await apiJson<Plans>(`/api/getplans?hotel_id=1&lang=ja&${STAY}`);
    const plan = api.plans[0];
    const room = plan?.rooms[0];
    expect(room?.total_price, 'the demo hotel has a price for this stay').toBeGreaterThan(0);
    const shown = page.locator(
      `[data-plan-id="${plan?.plan_id}"] [data-room-id="${room?.room_id}"] [data-total]`,
    );
    await shown.waitFor();
    expect(Number(await shown.getAttribute('data-total'))).toBe(room?.total_price);
    expect(await shown.textContent()).toContain(`￥${room?.total_price?.toLocaleString('ja-JP')}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('moves the stock calendar to the next and the previous week', async () => {
    const page = await newPage();
    await page.goto(`/hotels/1?${STAY}`);
    const firstHeader = page.locator('.stock-table thead th[data-date]').first();
    await firstHeader.waitFor();
    expect(await firstHeader.getAttribute('data-date')).toBe(CHECKIN);
    await page.getByRole('button', { name: '次の週' }).click();
    await expect.poll(() => firstHeader.getAttribute('data-date')).toBe(day(108));
    await page.getByRole('button', { name: '前の週' }).click();
    await expect.poll(() => firstHeader.getAttribute('data-date')).toBe(CHECKIN);
    // Picking a day makes it the check-in date of the plans above.
    await page
      .locator(`.stock-cell__pick[data-date="${day(104)}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get('checkin') === day(104));
    expect(new URL(page.url()).searchParams.get('checkout')).toBe(day(106));
  });

  it('reaches a secret plan by its URL only; an unknown URL is a 404', async () => {
    const page = await newPage();
    const secret = await apiJson<{ plan: { title: string } }>(
      '/api/getsecretplan?hotel_id=1&url=members-only',
    );
    await page.goto(`/hotels/1/secret/members-only?${STAY}`);
    await page.getByRole('heading', { name: secret.plan.title, level: 1 }).waitFor();
    await page
      .getByText(/合計 ￥[\d,]+（税込）/)
      .first()
      .waitFor();
    await page.goto(`/hotels/1?${STAY}`);
    await page.locator('.plan-card').first().waitFor();
    expect(await page.getByText(secret.plan.title).count()).toBe(0);
    await page.goto('/hotels/1/secret/no-such-plan');
    await page.getByRole('heading', { name: 'ページが存在しません' }).waitFor();
  });

  it('renders hotel 1 in English and Korean', async () => {
    const page = await newPage();
    for (const [lang, plans] of [
      ['en', 'Plans'],
      ['ko', '숙박 플랜'],
    ] as const) {
      const { hotel } = await apiJson<{ hotel: { name: string } }>(
        `/api/gethotelinfo?hotel_id=1&lang=${lang}`,
      );
      const api = await apiJson<Plans>(`/api/getplans?hotel_id=1&lang=${lang}`);
      await page.goto(`/${lang}/hotels/1`);
      await page.getByRole('heading', { name: hotel.name, level: 1 }).waitFor();
      await page.getByRole('heading', { name: plans, level: 2 }).waitFor();
      await page
        .getByText(api.plans[0]?.title ?? '-')
        .first()
        .waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
    }
    await page.goto('/en/hotellist');
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor();
    await page
      .getByText(/From ¥[\d,]+ \/ person \/ night \(tax incl\.\)/)
      .first()
      .waitFor();
  });

  it('has no serious axe violation on the top page and the hotel page', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tomaru', level: 1 }).waitFor();
    await page.locator('.hotel-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/hotels/1?${STAY}`);
    await page.locator('.stock-table').waitFor();
    await page.locator('.plan-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
