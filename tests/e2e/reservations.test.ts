import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsv } from '@tomaru/domain/csv/parse';
import {
  RESERVATION_CSV_COLUMNS,
  RESERVATION_CSV_COLUMNS_JA,
  RESERVATION_CSV_FIELDS,
} from '@tomaru/domain/csv/reservation-csv';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTestScript, apiJson, loginAs, newPage } from './helpers';

// The hotel's reservation screen: search, detail, memo, mail history, CSV and cancel by the hotel,
// and who may see what. The bookings are this file's own (dates 160–175 days ahead, unique e-mails).

const axeSource: string = createRequire(import.meta.url)('axe-core').source;
const TAG = `rsv${Date.now().toString(36)}`;

/** Japan's date `days` from today, YYYY-MM-DD. */
function tokyoDate(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

type Booked = { reservation_id: number; display_id: string; email: string };

async function book(hotel: 1 | 2, days: number, who: string): Promise<Booked> {
  const email = `${TAG}-${who}@example.com`;
  const body = {
    hotel_id: hotel,
    plan_id: hotel * 100 + 1,
    room_id: hotel * 100 + 1,
    checkin: tokyoDate(days),
    checkout: tokyoDate(days + 1),
    rooms: [{ male_num: 1, female_num: 1 }],
    checkin_time: '16:00',
    payment_method: 'local',
    lang: 'ja',
    user: {
      last_name: '予約',
      first_name: who === 'a' ? '一郎' : who === 'b' ? '二郎' : '三郎',
      last_name_kana: 'ヨヤク',
      first_name_kana: 'タロウ',
      gender: 'man',
      mail1: email,
      postcode: '100-0001',
      prefecture: 'JP-13',
      address: '千代田区千代田1-1',
      tel1: '090-1234-5678',
      tel1_type: 'cellphone',
    },
    note: '到着が遅れます',
    answers: [{ question_id: hotel * 10 + 1, choice_id: 1 }],
    agree: true,
  };
  const answer = await apiJson<Booked & { error?: unknown }>('/api/book', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.error, `booking ${who}: ${JSON.stringify(answer.error)}`).toBeUndefined();
  return { reservation_id: answer.reservation_id, display_id: answer.display_id, email };
}

async function seriousViolations(page: Page) {
  await addTestScript(page, 'axe', axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    return axe.run();
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
}

/** Signs in (the drawer shows at full width), then narrows the window to a phone's 360 px. */
async function loginOnPhone(page: Page, id: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'hotel', id);
  await page.setViewportSize({ width: 360, height: 800 });
}

/** Searches the list now on screen by keyword, as staff would: type, then press Enter. */
async function searchKeyword(page: Page, keyword: string) {
  await page.getByLabel('キーワード').fill(keyword);
  await page.getByLabel('キーワード').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
}

let a: Booked;
let b: Booked;
let c: Booked;

beforeAll(async () => {
  a = await book(1, 160, 'a');
  b = await book(1, 163, 'b');
  c = await book(2, 166, 'c');
});

describe("the hotel's reservation screen", () => {
  it('hotel1 searches, opens a reservation, writes a memo that survives a reload and reads its mails', async () => {
    const page = await newPage({ width: 360 });
    await loginOnPhone(page, 'hotel1');
    await page.goto('/admin/hotel/reservation');
    await page.getByRole('heading', { name: '予約一覧', level: 1 }).waitFor();
    await searchKeyword(page, a.email);
    await expect.poll(() => page.getByTestId('rsv-count').textContent()).toBe('1件中 1〜1件を表示');
    const rows = page.getByTestId('rsv-table').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('予約済み');
    expect(await seriousViolations(page), 'list at 360 px').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('link', { name: a.display_id }).click();
    await page.waitForURL((url) => url.pathname === '/admin/hotel/reservation/edit');
    expect(new URL(page.url()).searchParams.get('reservation_id')).toBe(String(a.reservation_id));
    await page.getByRole('heading', { name: `予約 ${a.display_id}`, level: 1 }).waitFor();
    expect(await page.getByText(a.email).first().isVisible()).toBe(true);
    expect(await page.getByText('到着が遅れます').first().isVisible()).toBe(true);
    expect(await page.getByTestId('price-breakdown').textContent()).toContain('お支払い金額');

    const memo = `夕食は19時 ${TAG}`;
    await page.getByLabel('ホテル用メモ（お客様には表示されません）').fill(memo);
    await page.getByRole('button', { name: 'メモを保存' }).click();
    await page.getByText(/^メモを保存しました/).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByLabel('ホテル用メモ（お客様には表示されません）').inputValue())
      .toBe(memo);

    const mails = page.getByTestId('mail-history').locator('details');
    await mails.first().waitFor();
    await mails.first().locator('summary').click();
    expect(await mails.first().textContent()).toContain(a.email);
    expect(await mails.first().locator('pre').textContent()).toContain(a.display_id);

    expect(await seriousViolations(page), 'detail at 360 px').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Back returns to the search as it was.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/hotel/reservation');
    await expect.poll(() => page.getByLabel('キーワード').inputValue()).toBe(a.email);
  });

  it('hotel1 is asked before a menu item leaves a memo it has not saved, and not once it is saved', async () => {
    // Wide enough for the menu beside the screen.
    const page = await newPage({ width: 1280, height: 800 });
    await loginAs(page, 'hotel', 'hotel1');
    await page.goto(`/admin/hotel/reservation/edit?reservation_id=${b.reservation_id}`);
    await page.getByRole('heading', { name: `予約 ${b.display_id}`, level: 1 }).waitFor();
    const memoField = page.getByLabel('ホテル用メモ（お客様には表示されません）');
    const hotelInfo = page.getByTestId('bo-menu').locator('a[data-item="hotelinfo"]');
    await memoField.fill(`未保存のメモ ${TAG}`);

    await hotelInfo.click();
    const warning = page.getByRole('alertdialog', { name: '保存していない入力があります' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'このページに戻る' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname, 'the clerk stayed').toBe('/admin/hotel/reservation/edit');
    expect(await memoField.inputValue(), 'the memo is still there').toBe(`未保存のメモ ${TAG}`);

    await page.getByRole('button', { name: 'メモを保存' }).click();
    await page.getByText(/^メモを保存しました/).waitFor();
    await hotelInfo.click();
    await page.waitForURL((url) => url.pathname === '/admin/hotel/hotelinfo');
    expect(await warning.count(), 'a saved memo leaves without asking').toBe(0);
  });

  it('hotel1 downloads the CSV of the search in Japanese for Excel, or with field names and codes', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel1');
    await page.goto(`/admin/hotel/reservation?keyword=${encodeURIComponent(a.email)}`);
    await expect.poll(() => page.getByTestId('rsv-count').textContent()).toBe('1件中 1〜1件を表示');
    expect(await seriousViolations(page), 'list at 1280 px').toEqual([]);
    /** Clicks the download button and reads the saved file's bytes. */
    async function downloadCsv() {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'この条件でCSVをダウンロード' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^reservations-\d{8}\.csv$/);
      // The browser runs as a server: the file comes over the connection.
      const dir = await mkdtemp(join(tmpdir(), 'tomaru-csv-'));
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const bytes = await readFile(file);
      await rm(dir, { recursive: true, force: true });
      expect([...bytes.subarray(0, 3)], 'UTF-8 with BOM').toEqual([0xef, 0xbb, 0xbf]);
      return parseCsv(bytes.subarray(3).toString('utf8'));
    }

    expect(await page.getByLabel('形式').inputValue(), 'Japanese by default').toBe('ja');
    const [header, ...rows] = await downloadCsv();
    expect(header).toEqual(RESERVATION_CSV_COLUMNS_JA);
    expect(rows).toHaveLength(1);
    // The Japanese export's columns are the spec's fields; the API variant's, the numbered layout.
    const cell = (row: string[] | undefined, name: string) => row?.[RESERVATION_CSV_FIELDS.indexOf(name)];
    expect(cell(rows[0], 'display_id'), 'only the search is exported').toBe(a.display_id);
    expect(cell(rows[0], 'numbers')).toBe('1室目 大人2(男性1・女性1)');
    expect(cell(rows[0], 'status')).toBe('予約済み');
    expect(cell(rows[0], 'payment_method')).toBe('現地払い');
    await page.getByText(/reservations-\d{8}\.csv を保存しました。/).waitFor();

    await page.getByLabel('形式').selectOption('api');
    const [apiHeader, ...apiRows] = await downloadCsv();
    expect(apiHeader).toEqual(RESERVATION_CSV_COLUMNS);
    expect(apiRows).toHaveLength(1);
    const apiCell = (name: string) => apiRows[0]?.[RESERVATION_CSV_COLUMNS.indexOf(name)];
    expect(apiCell('display_id')).toBe(a.display_id);
    expect([apiCell('room1_male_num'), apiCell('room1_female_num'), apiCell('room2_male_num')]).toEqual([
      '1',
      '1',
      '',
    ]);
    expect(apiCell('status')).toBe('booking');
    expect(apiCell('payment_method')).toBe('local');
  });

  it('hotel1 cancels the other reservation with the fee set to 0 and sees its status change', async () => {
    const page = await newPage({ width: 360 });
    await loginOnPhone(page, 'hotel1');
    await page.goto(`/admin/hotel/reservation/edit?reservation_id=${b.reservation_id}`);
    await page.getByRole('heading', { name: `予約 ${b.display_id}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: '予約をキャンセルする' }).click();
    const dialog = page.getByRole('dialog', { name: '予約をキャンセルしますか？' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('scheduled-fee').textContent()).toContain('（0%）');
    await dialog.getByLabel('記録するキャンセル料（円）').fill('0');
    await dialog.getByRole('button', { name: 'キャンセルを確定する' }).click();
    await page.getByText('予約をキャンセルしました。記録したキャンセル料: ￥0').waitFor();
    await page.locator('.rsv-head [data-status="canceled"]').waitFor();
    expect(await page.getByTestId('cancel-fee').textContent()).toBe('￥0');
    expect(await page.getByRole('button', { name: '予約をキャンセルする' }).count()).toBe(0);
    // The guest was mailed: the history shows the cancellation mail.
    await page
      .getByTestId('mail-history')
      .locator('summary', { hasText: 'キャンセルのお知らせ' })
      .first()
      .waitFor();

    await page.goto(`/admin/hotel/reservation?keyword=${TAG}&status=canceled`);
    await expect.poll(() => page.getByTestId('rsv-count').textContent()).toBe('1件中 1〜1件を表示');
    expect(await page.getByTestId('rsv-table').textContent()).toContain(b.display_id);
  });

  it("hotel2 sees none of hotel 1's reservations, in the list or by their detail URL", async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel2');
    await page.goto(`/admin/hotel/reservation?keyword=${TAG}`);
    await expect.poll(() => page.getByTestId('rsv-count').textContent()).toBe('1件中 1〜1件を表示');
    expect(await page.getByTestId('rsv-table').textContent()).toContain(c.display_id);
    await searchKeyword(page, a.email);
    await expect.poll(() => page.getByTestId('rsv-count').textContent()).toBe('該当する予約はありません。');
    await page.goto(`/admin/hotel/reservation/edit?reservation_id=${a.reservation_id}`);
    // Another hotel's reservation is the back-office 404 page (the route's loader gets a 404).
    await page.locator('.error-page[data-status="404"]').waitFor();
    expect(await page.getByText(a.email).count()).toBe(0);
  });

  it("chain1 sees both of its hotels' reservations in allreservation and opens one in the hotel's frame", async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'chain', 'chain1');
    await page.goto('/admin/chain/allreservation');
    await page.getByRole('heading', { name: '全ホテル予約検索', level: 1 }).waitFor();
    await searchKeyword(page, TAG);
    await expect.poll(() => page.getByTestId('rsv-count').textContent()).toBe('3件中 1〜3件を表示');
    const table = (await page.getByTestId('rsv-table').textContent()) ?? '';
    for (const r of [a, b, c]) expect(table).toContain(r.display_id);

    await page.getByLabel('ホテル', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: /検索/ }).click();
    await expect.poll(() => page.getByTestId('rsv-count').textContent()).toBe('1件中 1〜1件を表示');
    await page.getByRole('link', { name: c.display_id }).click();
    await page.waitForURL((url) => url.pathname === '/admin/chainhotel/2/reservation/edit');
    await page.getByRole('heading', { name: `予約 ${c.display_id}`, level: 1 }).waitFor();
  });
});
