import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const baseURL = inject('baseURL');
export const PASSWORD = 'Tomaru2026demo';

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

/** A fresh page (own cookies and storage) in the shared Chromium; 360 px wide unless told otherwise. */
export async function newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 360, height: options.height ?? 800 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  contexts.push(context);
  const page = await context.newPage();
  // Generous: the first page of a run loads every chunk from a cold wrangler dev on 2 cores.
  page.setDefaultTimeout(30_000);
  return page;
}

afterAll(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => {});
  await browser?.close();
  browser = undefined;
});

/** Signs in on the login form now on screen, by keyboard as a user would. */
export async function submitLogin(page: Page, id: string, password = PASSWORD) {
  const idField = page.getByLabel(/ログインID|メールアドレス|Login ID|Email address/);
  await idField.fill(id);
  await page.getByLabel(/パスワード|Password/).fill(password);
  await page.getByLabel(/パスワード|Password/).press('Enter');
}

/** Logs in through /login/<role> and waits for the role's top page. */
export async function loginAs(page: Page, role: 'admin' | 'chain' | 'hotel' | 'union', id: string) {
  await page.goto(`/login/${role}`);
  await submitLogin(page, id);
  await page.waitForURL(`**/admin/${role}`);
  await page.getByTestId('bo-menu').waitFor();
}

/** The keys of the menu items the drawer shows (the top-page and back-to-own-screens links excluded). */
export async function menuItems(page: Page): Promise<string[]> {
  const items = await page
    .getByTestId('bo-menu')
    .locator('a[data-item]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-item') ?? ''));
  return items.filter((i) => i !== 'top' && i !== 'own');
}

/** Calls the API directly (for facts the tests compare against, e.g. a hotel's name). */
export async function apiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, init);
  return (await res.json()) as T;
}

/**
 * Runs a test library (axe) in the page as a same-origin script: the page's CSP allows scripts from
 * 'self' only, so an inline `addScriptTag({ content })` is blocked (decision 015).
 */
export async function addTestScript(page: Page, name: string, source: string) {
  const path = `/__test-scripts/${name}.js`;
  await page.route(`**${path}`, (route) =>
    route.fulfill({ body: source, contentType: 'text/javascript; charset=utf-8' }),
  );
  await page.addScriptTag({ url: path });
}
