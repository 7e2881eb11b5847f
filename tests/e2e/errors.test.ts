import { describe, expect, it } from 'vitest';
import { loginAs, newPage } from './helpers';

describe('error pages', () => {
  it('shows 404 for an unknown page, and for screens not built yet', async () => {
    const page = await newPage();
    // /coupon42 belongs to the coupon issue and /tourbusinessagreement to the travel-agency one.
    for (const path of ['/no-such-page', '/coupon42', '/tourbusinessagreement', '/hotels/999999']) {
      const answer = await page.goto(path);
      await page.getByRole('heading', { name: 'ページが存在しません' }).waitFor();
      expect(await page.getByText('404 Not Found').count(), path).toBe(1);
      // A path no page has is a 404 for browsers and crawlers too; a hotel that does not exist is
      // still the hotel page's own answer (the worker reads no database to serve a page).
      expect(answer?.status(), `${path}: the HTTP status`).toBe(path === '/hotels/999999' ? 200 : 404);
    }
    const english = await page.goto('/en/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('404 Not Found').count()).toBe(1);
    expect(english?.status()).toBe(404);
    expect((await page.goto('/en/hotellist'))?.status(), 'a page that exists').toBe(200);
  });

  it('shows 500 when a call fails with 500', async () => {
    const page = await newPage();
    await page.route('**/api/gethotelinfo*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"x"}}',
      }),
    );
    await page.goto('/hotels/1');
    await page.getByRole('heading', { name: '処理中にエラーが発生しました' }).waitFor();
    expect(await page.getByText('500 Internal Server Error').count()).toBe(1);
  });

  it('shows the general error page for any other status', async () => {
    const page = await newPage();
    await page.route('**/api/gethotelinfo*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable","message":"x"}}',
      }),
    );
    await page.goto('/hotels/1');
    await page.getByRole('heading', { name: 'エラーが発生しました' }).waitFor();
    expect(await page.getByText('An error occurred', { exact: true }).count()).toBe(1);
  });

  it("shows 'This page could not be found' for unknown back-office pages", async () => {
    const page = await newPage({ width: 1280 });
    await page.goto('/admin/nothing-here');
    await page.getByText('This page could not be found').waitFor();
    await loginAs(page, 'hotel', 'hotel1');
    for (const path of ['/admin/hotel/nothing', '/admin/hotel/plan/nothing', '/admin/hotel/coupon']) {
      await page.goto(path);
      await page.getByText('This page could not be found').waitFor();
      // Still inside the frame: the menu stays.
      expect(await page.getByTestId('bo-menu').count(), path).toBe(1);
    }
  });

  it('shows the loading bar (#2f9fd3, 2 px) while a page waits for its data', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.route('**/api/gethotelinfo*', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    // A client-side move, as a link would make it (no page load).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/hotels/1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const bar = page.locator('.loading-bar');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1');
    const style = await bar.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.backgroundColor, height: s.height };
    });
    expect(style).toEqual({ color: 'rgb(47, 159, 211)', height: '2px' });
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Tomaru' }).waitFor();
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  });
});
