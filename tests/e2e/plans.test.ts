import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, newPage } from './helpers';

// The plan screens of the hotel back office (issue 12, decision 041) at phone width: the list with
// its warnings, the edit form, the calendar and the sort work at 390 px without a page-wide
// horizontal scroll (tables scroll inside their own box). Nothing is saved.

const PHONE = 390;
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/plans-shots';

async function noHorizontalScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what}: no horizontal scroll at ${PHONE} px`).toBeLessThanOrEqual(client);
}

describe('plan screens', () => {
  it('shows the plan list, edit form, calendar and sort at 390 px without horizontal scroll', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel1');
    await page.setViewportSize({ width: PHONE, height: 800 });
    await mkdir(SHOTS, { recursive: true });
    for (const [path, heading] of [
      ['/admin/hotel/plan', 'プラン一覧'],
      ['/admin/hotel/plan?show=secret', 'プラン一覧'],
      ['/admin/hotel/plan/edit?plan_id=101', 'プランの編集'],
      ['/admin/hotel/plan/calendar?plan_id=101', '販売カレンダー'],
      ['/admin/hotel/plan/sort', 'プランの並び替え'],
      ['/en/admin/hotel/plan', 'Plans'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await noHorizontalScroll(page, path);
      await page.screenshot({ path: `${SHOTS}/${path.replaceAll(/[/?=&]/g, '_')}.png`, fullPage: true });
    }
    await page.goto('/admin/hotel/plan/edit?plan_id=101');
    for (const label of ['プラン名', '販売開始日', '最短泊数', '最長泊数']) {
      await page
        .getByLabel(new RegExp(`^${label}`))
        .first()
        .waitFor({ state: 'visible' });
    }
  });
});
