import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, loginAs, newPage } from './helpers';

/** Collects CSP violations and console errors from the first script on. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await page.exposeFunction('__cspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return problems;
}

describe('security headers in the browser', () => {
  it('serves the shell’s HTML and assets with a strict CSP, unframeable', async () => {
    for (const path of ['/', '/hotel/1', '/remotes.json']) {
      const res = await fetch(`${baseURL}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, `${path}: scripts from our origin only`).toMatch(/script-src 'self'(;|$)/);
      expect(csp, `${path}: nobody may frame it`).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      await res.arrayBuffer();
    }
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html, 'no inline script in the shell').not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('renders guest pages and back-office screens, their styles applied, with no CSP violation', async () => {
    const page = await newPage({ width: 1280 });
    const problems = await watch(page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByRole('heading', { name: 'Tomaru', level: 1 }).waitFor();
    await page.goto('/hotels/1');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loginAs(page, 'hotel', 'hotel1');
    await page.goto('/admin/hotel/reservation');
    await page.getByRole('button', { name: 'この条件でCSVをダウンロード' }).waitFor();
    const csvSection = page.getByRole('region', { name: 'CSVダウンロード' });
    expect(
      await csvSection.evaluate((el) => getComputedStyle(el).display),
      'the screens’ hoisted <style> applies',
    ).toBe('flex');
    expect(problems, 'the pages run under their CSP without errors').toEqual([]);
  });
});
