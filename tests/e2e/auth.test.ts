import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, baseURL, loginAs, menuItems, newPage, PASSWORD, submitLogin } from './helpers';

// The drawer shows the spec's items that the role's remote has built (decision 033); the others are
// absent, and their URLs are the back office's 404.
const MENUS = {
  admin: ['allreservation', 'waiting', 'epsilon', 'manual'],
  chain: ['allreservation', 'manual'],
  union: ['manual'],
  hotel: [
    'account',
    'hotelinfo',
    'plan',
    'room',
    'reservation',
    'option',
    'question',
    'price',
    'epsilon',
    'image',
    'waiting',
    'manual',
  ],
} as const;

const TITLES = {
  admin: '全権管理画面',
  chain: 'チェーン管理画面',
  hotel: 'ホテル管理画面',
  union: '組合管理画面',
} as const;
const LOGINS = { admin: 'admin', chain: 'chain1', hotel: 'hotel1', union: 'union1' } as const;

/** The login expiry as the drawer must show it: me.exp in Japan time, YYYY/MM/DD HH:mm:ss. */
async function expectedExpiry(page: Page, kind: string): Promise<string> {
  const token = await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(`tomaru.session.${k}`) ?? '{}').access_token,
    kind,
  );
  const me = await apiJson<{ exp: number }>('/api/api/me', { headers: { authorization: `Bearer ${token}` } });
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(me.exp * 1000))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

describe('sign-in and the back-office frame', () => {
  it('sends an anonymous visit of a back-office page to /requestlogin and back there after login', async () => {
    const page = await newPage();
    await page.goto('/en/admin/union');
    await page.waitForURL('**/en/requestlogin?afterlogin=*');
    expect(new URL(page.url()).searchParams.get('afterlogin')).toBe('/en/admin/union');
    await page.getByRole('heading', { name: 'Union administrator login' }).waitFor();
    await submitLogin(page, 'union1');
    await page.waitForURL((url) => url.pathname === '/en/admin/union');
    await expect.poll(() => page.getByTestId('bo-title').textContent()).toBe('Union administration');
  });

  it('sends a dead session to /requestlogin with the "login expired" message', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel1');
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('tomaru.session.hotel') ?? '{}');
      localStorage.setItem(
        'tomaru.session.hotel',
        JSON.stringify({
          ...s,
          access_token: 'tampered',
          refresh_token: 'revoked',
          expires_at: Date.now() + 600_000,
        }),
      );
    });
    await page.goto('/admin/hotel/plan');
    await page.waitForURL('**/requestlogin?afterlogin=%2Fadmin%2Fhotel%2Fplan');
    await page.getByText('ログインの有効期限が切れました。再度ログインしてください。').waitFor();
  });

  it('refreshes the tokens before the access token expires and shows the new expiry', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'chain', 'chain1');
    const before = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('tomaru.session.chain') ?? '{}'),
    );
    const shownBefore = await page.getByTestId('bo-expiry').textContent();
    // Make the access token look one minute from expiry: the next call must refresh first.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('tomaru.session.chain') ?? '{}');
      localStorage.setItem('tomaru.session.chain', JSON.stringify({ ...s, expires_at: Date.now() + 60_000 }));
    });
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/refreshtoken') && r.status() === 200,
    );
    await page.waitForTimeout(1100); // the new token's exp must differ by at least a second
    await page.reload();
    await refreshed;
    await page.getByTestId('bo-menu').waitFor();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('tomaru.session.chain') ?? '{}'));
    expect(after.refresh_token, 'the refresh token rotates').not.toBe(before.refresh_token);
    await expect.poll(() => page.getByTestId('bo-expiry').textContent()).not.toBe(shownBefore);
  });

  it('says so when the login fails', async () => {
    const page = await newPage();
    await page.goto('/login/hotel');
    await submitLogin(page, 'hotel1', 'wrong-password-123');
    await page
      .getByRole('alert')
      .getByText('ログインに失敗しました。IDとパスワードを確認してください。')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/hotel');

    await page.goto('/en/faillogin?type=hotel');
    await page.getByRole('heading', { name: 'Login failed', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the login page' }).getAttribute('href')).toBe(
      '/en/login/hotel',
    );
  });

  for (const role of ['admin', 'chain', 'union', 'hotel'] as const) {
    it(`${role}: logs in, sees exactly its menu, title and expiry, and logs out to /login/${role}`, async () => {
      const page = await newPage({ width: 1280 });
      await loginAs(page, role, LOGINS[role]);
      expect(await page.getByTestId('bo-title').textContent()).toBe(TITLES[role]);
      expect(await page.title()).toBe(`${TITLES[role]} | Tomaru`);
      expect(await menuItems(page)).toEqual(MENUS[role]);
      const expiry = await page.getByTestId('bo-expiry').textContent();
      expect(expiry).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(expiry).toBe(await expectedExpiry(page, role));
      // The dashboard offers the same items as tiles.
      expect(await page.locator('main .dashboard a').count()).toBeGreaterThanOrEqual(MENUS[role].length);

      await page.getByRole('button', { name: 'ログアウト' }).click();
      await page.waitForURL((url) => url.pathname === `/login/${role}`);
      expect(await page.evaluate((k) => localStorage.getItem(`tomaru.session.${k}`), role)).toBeNull();
      await page.goto(`/admin/${role}`);
      await page.waitForURL('**/requestlogin?afterlogin=*');
    });
  }

  it('leaves out of the menu what is not built yet, and its URL is the 404', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel4');
    // hotel4's chain is_kkr: the bulk reservation start setting is its item (built), coupons not yet.
    expect(await menuItems(page)).toContain('planSeasonCellingCalendar');
    expect(await menuItems(page)).not.toContain('coupon');
    for (const path of ['/admin/hotel/coupon', '/admin/hotel/coupon/create']) {
      await page.goto(path);
      await page.getByText('This page could not be found').waitFor();
    }
  });

  it("shows the hotel's name in the title when an administrator views a hotel", async () => {
    const { hotel } = await apiJson<{ hotel: { name: string } }>('/api/gethotelinfo?hotel_id=2&lang=ja');
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'admin', 'admin');
    await page.getByRole('link', { name: 'ホテル管理画面' }).click();
    await page.waitForURL('**/admin/adminhotel');
    await page.getByRole('link', { name: new RegExp(`^2: ${hotel.name}`) }).click();
    await page.waitForURL('**/admin/adminhotel/2');
    await expect
      .poll(() => page.getByTestId('bo-title').textContent())
      .toBe(`ホテル管理画面 - ${hotel.name}`);
    expect(await menuItems(page)).toEqual(MENUS.hotel);
    // The frame is the hotel's, the session the admin's: logging out goes to the admin's login page.
    expect(await page.getByTestId('bo-kind').textContent()).toBe('全権管理者ID');
    expect(await page.locator('[data-item="own"]').getAttribute('href')).toBe('/admin/admin');
    for (const [segment, role] of [
      ['adminchain', 'chain'],
      ['adminunion', 'union'],
    ] as const) {
      await page.goto(`/admin/${segment}/1`);
      await expect.poll(() => page.getByTestId('bo-title').textContent()).toBe(TITLES[role]);
      expect(await menuItems(page)).toEqual(MENUS[role]);
    }
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL((url) => url.pathname === '/login/admin');
  });

  it('lets a chain view one of its hotels; an id that is not one is a 404', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'chain', 'chain1');
    await page.goto('/admin/chainhotel/1');
    await expect.poll(() => page.getByTestId('bo-title').textContent()).toMatch(/^ホテル管理画面 - /);
    await page.goto('/admin/chainhotel/abc');
    await page.getByText('This page could not be found').waitFor();
  });

  it('works at 360 px: the drawer opens from the menu button', async () => {
    const page = await newPage({ width: 360 });
    await page.goto('/login/union');
    await submitLogin(page, 'union1');
    await page.waitForURL('**/admin/union');
    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'メニュー' }).click();
    expect(await nav.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('logs a member in and back to where a 401 interrupted', async () => {
    const page = await newPage();
    await page.goto(`/requestlogin?afterlogin=${encodeURIComponent('/en')}`);
    await page.getByRole('heading', { name: '会員ログイン' }).waitFor();
    await submitLogin(page, 'guest@example.com', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/en');
    expect(await page.evaluate(() => localStorage.getItem('tomaru.session.user'))).not.toBeNull();
    expect(baseURL).toMatch(/^http/);
  });
});
