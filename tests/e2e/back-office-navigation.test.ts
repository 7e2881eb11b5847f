import { describe, expect, it } from 'vitest';
import { apiJson, baseURL, loginAs, newPage, PASSWORD } from './helpers';

// Issue 21 items 13 and 14 through the screens: hotel1 reaches the child prices and the price-rank
// calendar from the price item's screen, is told before a click on the calendar that every plan's
// price of the date changes, and puts the date back with 元に戻す; a hotel that does not exist or is
// not the viewer's is the 404 page without the menu.
//
// The date clicked is 290 days ahead (no other file changes colours there); it ends as it began, and
// the finally block puts it back through the API if the test stops half way.

const DAY = (() => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 290)).toISOString().slice(0, 10);
})();

async function staffToken(): Promise<string> {
  const { access_token } = await apiJson<{ access_token: string }>('/api/hotellogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_id: 'hotel1', password: PASSWORD }),
  });
  return access_token;
}

const staff = async <T>(token: string, path: string, body?: unknown): Promise<T> =>
  (await fetch(`${baseURL}/api/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json())) as T;

const colourOn = async (token: string, date: string) =>
  (
    await staff<{ dates: { date: string; color_id: number }[] }>(
      token,
      `getcolordates?hotel_id=1&from=${date}&to=${date}`,
    )
  ).dates[0]?.color_id ?? null;

describe('the price item’s screens and the rank calendar (issue 21 item 13)', () => {
  it('links the child prices and the rank calendar, warns before a click and undoes it', async () => {
    const token = await staffToken();
    const { colors } = await staff<{ colors: { color_id: number; name: string }[] }>(
      token,
      'getcolors?hotel_id=1',
    );
    const before = await colourOn(token, DAY);
    const other = colors.find((c) => c.color_id !== before);
    if (!other) throw new Error('hotel 1 has a second price rank in the demo data');
    const nameOf = (id: number | null) => colors.find((c) => c.color_id === id)?.name ?? '販売しない';

    const page = await newPage({ width: 1280 });
    try {
      await loginAs(page, 'hotel', 'hotel1');
      await page.getByTestId('bo-menu').locator('a[data-item="price"]').click();
      await page.waitForURL((url) => url.pathname === '/admin/hotel/price');
      const nav = page.getByRole('navigation', { name: '料金表のメニュー' });
      await nav.getByRole('link', { name: '子供料金・会員割引' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/hotel/price/child-edit');
      await page.getByRole('heading', { name: '子供料金', level: 1 }).waitFor();
      await nav.getByRole('link', { name: '料金ランクとカレンダー' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/hotel/price/settings');
      await page.getByRole('heading', { name: '料金ランクとカレンダー', level: 1 }).waitFor();

      await page.goto(`/admin/hotel/price/settings?month=${DAY.slice(0, 7)}`);
      await page.getByLabel('クリックした日に付ける料金ランク').selectOption(String(other.color_id));
      await page
        .getByText(
          `日付をクリックするか「期間に設定」を押すと、その日の料金ランクが「${other.name}」になり、すべてのプランのその日の料金が「${other.name}」の料金に変わります。`,
          { exact: false },
        )
        .waitFor();
      const date = () => page.getByRole('button', { name: new RegExp(`^${DAY} `) });
      expect(await date().getAttribute('aria-label')).toMatch(new RegExp(`^${DAY} ${nameOf(before)}`));
      await date().click();
      const status = page
        .getByRole('status')
        .filter({ hasText: 'すべてのプランのこの日の料金が変わりました。' });
      await status.waitFor();
      expect(await status.textContent()).toContain(
        `「${nameOf(before)}」から「${other.name}」に変更しました。`,
      );
      await expect.poll(() => date().getAttribute('aria-label')).toMatch(new RegExp(`^${DAY} ${other.name}`));
      expect(await colourOn(token, DAY)).toBe(other.color_id);

      await page.getByRole('button', { name: '元に戻す' }).click();
      await page
        .getByText('1日の料金ランクを元に戻しました。すべてのプランの料金が変更前に戻りました。')
        .waitFor();
      await expect
        .poll(() => date().getAttribute('aria-label'))
        .toMatch(new RegExp(`^${DAY} ${nameOf(before)}`));
      expect(await colourOn(token, DAY), 'the date has its previous rank again').toBe(before);
    } finally {
      await staff(token, 'updatecolordates', { hotel_id: 1, dates: [{ date: DAY, color_id: before }] });
    }
  });
});

describe('a hotel that does not exist or is not the viewer’s (issue 21 item 14)', () => {
  it('shows chain1 the 404 page without a menu for hotel 3, on its top and its screens', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'chain', 'chain1');
    for (const path of [
      '/admin/chainhotel/3',
      '/admin/chainhotel/3/reservation',
      '/admin/chainhotel/3/price',
    ]) {
      await page.goto(path);
      await page.getByText('This page could not be found').waitFor();
      expect(await page.getByTestId('bo-menu').count(), `${path}: no menu over the 404`).toBe(0);
      expect(await page.getByRole('navigation', { name: '管理メニュー' }).count()).toBe(0);
    }
    // Its own hotel still opens with the menu.
    await page.goto('/admin/chainhotel/1');
    await page.getByTestId('bo-menu').waitFor();
  });

  it('shows an administrator the 404 page without a menu for hotel 999, chain 999 and union 999', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'admin', 'admin');
    for (const path of ['/admin/adminhotel/999', '/admin/adminchain/999', '/admin/adminunion/999/manual']) {
      await page.goto(path);
      await page.getByText('This page could not be found').waitFor();
      expect(await page.getByTestId('bo-menu').count(), `${path}: no menu over the 404`).toBe(0);
    }
  });
});
