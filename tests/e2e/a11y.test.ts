import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTestScript, newPage, submitLogin } from './helpers';

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

describe('accessibility and small screens', () => {
  for (const [name, path, heading] of [
    ['top page', '/', 'Tomaru'],
    ['login page', '/login/hotel', 'ホテル管理者ログイン'],
    ['member login page (en)', '/en/login', 'Member login'],
    ['request-login page', '/requestlogin?afterlogin=%2Fadmin%2Fadmin', '全権管理者ログイン'],
    ['404 page', '/no-such-page', 'ページが存在しません'],
  ] as const) {
    it(`${name}: no serious axe violation, nothing wider than 360 px`, async () => {
      const page = await newPage({ width: 360 });
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  for (const width of [360, 1280]) {
    it(`back-office top pages at ${width} px: no serious axe violation`, async () => {
      const page = await newPage({ width });
      for (const [role, id] of [
        ['hotel', 'hotel4'],
        ['admin', 'admin'],
      ] as const) {
        await page.goto(`/login/${role}`);
        await submitLogin(page, id);
        await page.waitForURL(`**/admin/${role}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (width === 360) await page.getByRole('button', { name: 'メニュー' }).click();
        expect(await seriousViolations(page), `${role} at ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.goto(`/admin/${role}/nothing`);
        await page.getByText('This page could not be found').waitFor();
        expect(await seriousViolations(page), `${role} 404 at ${width}`).toEqual([]);
      }
    });
  }

  it('reaches the login form by keyboard alone', async () => {
    const page = await newPage({ width: 360 });
    await page.goto('/login/chain');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const focused: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? '',
        ),
      );
    }
    expect(focused).toContain('login_id');
    expect(focused).toContain('password');
    expect(focused).toContain('BUTTON');
  });
});
