import { describe, expect, it } from 'vitest';
import { newPage } from './helpers';

const LEADS = {
  '/': ['ja', 'ホテル公式サイトからの直接予約サービスです。'],
  '/en': ['en', 'Book directly with the hotel, on its official site.'],
  '/ko': ['ko', '호텔 공식 사이트에서 바로 예약하는 서비스입니다.'],
  '/zh-CN': ['zh-CN', '通过酒店官方网站直接预订的服务。'],
  '/zh-TW': ['zh-TW', '透過飯店官方網站直接預訂的服務。'],
} as const;

const selectorOptions = (page: Awaited<ReturnType<typeof newPage>>) =>
  page
    .locator('.site-header select option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));

describe('languages', () => {
  it('renders each language prefix in its language, with html lang and a title', async () => {
    const page = await newPage();
    for (const [path, [lang, lead]] of Object.entries(LEADS)) {
      await page.goto(path);
      await page.getByText(lead).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.title()).toContain('Tomaru');
    }
    await page.goto('/ko/login/hotel');
    await page.getByRole('heading', { name: '호텔 관리자 로그인' }).waitFor();
    expect(await page.title()).toBe('호텔 관리자 로그인 | Tomaru');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
  });

  it('keeps the language when moving between pages', async () => {
    const page = await newPage();
    await page.goto('/zh-TW');
    await page.getByRole('link', { name: '飯店管理員登入' }).click();
    await page.waitForURL('**/zh-TW/login/hotel');
    await page.getByRole('heading', { name: '飯店管理員登入' }).waitFor();
    await page.getByRole('link', { name: 'Tomaru' }).first().click();
    await page.waitForURL((url) => url.pathname === '/zh-TW');
  });

  it('offers every language off hotel pages and switches to the same page in the chosen one', async () => {
    const page = await newPage();
    await page.goto('/login/union');
    await page.getByRole('heading', { name: '組合管理者ログイン' }).waitFor();
    expect(await selectorOptions(page)).toEqual(['ja', 'en', 'ko', 'zh-CN', 'zh-TW']);
    await page.getByLabel('言語').selectOption('en');
    await page.waitForURL('**/en/login/union');
    await page.getByRole('heading', { name: 'Union administrator login' }).waitFor();
  });

  it("offers on a hotel's pages only the languages the hotel supplies", async () => {
    const page = await newPage();
    await page.goto('/hotels/1');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await selectorOptions(page)).toEqual(['ja', 'en', 'ko', 'zh-CN', 'zh-TW']);
    await page.goto('/hotels/3');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await selectorOptions(page)).toEqual(['ja', 'en']);
    await page.getByLabel('言語').selectOption('en');
    await page.waitForURL('**/en/hotels/3');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
  });

  it('hides the selector when a hotel supplies only Japanese', async () => {
    const page = await newPage();
    await page.goto('/hotels/2');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.site-header select').count()).toBe(0);
  });

  it('sends a request for a language the hotel lacks to the Japanese page', async () => {
    const page = await newPage();
    await page.goto('/ko/hotels/3');
    await page.waitForURL((url) => url.pathname === '/hotels/3');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await page.goto('/en/hotels/2');
    await page.waitForURL((url) => url.pathname === '/hotels/2');
  });

  it('carries hreflang alternates for the languages a hotel supplies', async () => {
    const page = await newPage();
    await page.goto('/en/hotels/3');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) =>
        ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname]),
      );
    expect(alternates).toEqual([
      ['ja', '/hotels/3'],
      ['en', '/en/hotels/3'],
      ['x-default', '/hotels/3'],
    ]);
  });
});

describe('language files', () => {
  it('logs a language file that fails to load and goes on in Japanese', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/assets/locale-en-shell-*', (route) => route.abort('failed'));
    await page.goto('/en/login/hotel');
    await page.getByRole('heading', { name: 'ホテル管理者ログイン' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(errors.some((e) => e.includes('Language file for en failed to load'))).toBe(true);
    // The page still works: the links keep the /en prefix the visitor asked for.
    expect(new URL(page.url()).pathname).toBe('/en/login/hotel');
  });
});
