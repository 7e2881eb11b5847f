import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, loginAs, newPage, PASSWORD } from './helpers';

// The bulk reservation start setting (一括予約開始設定, hotels of a KKR chain) and the waiting list
// (decision 045): hotel4 adds and removes a season on a phone, the screens fit 390 px, and the
// setting is the 404 page for a hotel of another chain, also when admin views it.

const PHONE = 390;

async function noHorizontalScroll(page: Page, what: string) {
  const { scroll, client, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The elements that stick out, innermost last, to say what overflows when one does.
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .slice(-5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    return { scroll: document.documentElement.scrollWidth, client: width, wide };
  });
  expect(scroll, `${what}: no horizontal scroll at ${PHONE} px (${wide.join(', ')})`).toBeLessThanOrEqual(
    client,
  );
}

async function seasonIds(): Promise<number[]> {
  const { access_token } = await apiJson<{ access_token: string }>('/api/hotellogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_id: 'hotel4', password: PASSWORD }),
  });
  const { seasons } = await apiJson<{ seasons: { season_ceiling_id: number }[] }>(
    '/api/api/getseasonceilings?hotel_id=4',
    { headers: { authorization: `Bearer ${access_token}` } },
  );
  return seasons.map((s) => s.season_ceiling_id);
}

describe('bulk reservation start setting', () => {
  it('lets hotel4 add a season and delete it again on a phone, and the screens fit 390 px', async () => {
    const before = await seasonIds();
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel4');
    await page.setViewportSize({ width: PHONE, height: 800 });
    await page.goto('/admin/hotel/planSeasonCellingCalendar');
    await page.getByRole('heading', { name: '一括予約開始設定', level: 1 }).waitFor();
    expect(await page.getByTestId('sc-table').locator('tbody tr').count(), 'the demo seasons').toBe(2);
    await noHorizontalScroll(page, 'planSeasonCellingCalendar');

    await page.getByLabel(/宿泊期間（開始日）/).fill('2099-05-01');
    await page.getByLabel(/宿泊期間（終了日）/).fill('2099-05-03');
    await page.getByLabel(/予約開始日時/).fill('2099-02-01T10:00');
    await page.getByRole('button', { name: '追加' }).click();
    await page.getByText('保存しました。').waitFor();
    await page.getByTestId('sc-table').locator('tbody tr').nth(2).waitFor();
    const added = (await seasonIds()).filter((id) => !before.includes(id));
    expect(added, 'one season added').toHaveLength(1);
    await page.getByRole('button', { name: /2099年5月1日.*を削除/ }).click();
    await page.getByRole('button', { name: '削除する' }).click();
    await expect.poll(seasonIds, { timeout: 10_000 }).toEqual(before);

    await page.goto('/admin/hotel/waiting');
    await page.getByRole('heading', { name: 'キャンセル待ち一覧', level: 1 }).waitFor();
    await page.getByTestId('wt-count').waitFor();
    await noHorizontalScroll(page, 'waiting');
  });

  it('is the 404 page for a hotel whose chain is not KKR, also when admin views it', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel1');
    expect(
      await page.getByTestId('bo-menu').locator('a[data-item="planSeasonCellingCalendar"]').count(),
    ).toBe(0);
    await page.goto('/admin/hotel/planSeasonCellingCalendar');
    await page.getByText('This page could not be found').waitFor();

    const admin = await newPage({ width: 1280 });
    await loginAs(admin, 'admin', 'admin');
    await admin.goto('/admin/adminhotel/1/planSeasonCellingCalendar');
    await admin.getByText('This page could not be found').waitFor();
    await admin.goto('/admin/adminhotel/4/planSeasonCellingCalendar');
    await admin.getByRole('heading', { name: '一括予約開始設定', level: 1 }).waitFor();
  });
});
