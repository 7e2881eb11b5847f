import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, baseURL, loginAs, newPage, PASSWORD } from './helpers';

// The hotel-information and account screens of the back office (issue 11): a hotel and the admin
// edit hotel 1's information, the guest pages and the next confirmation mail show it, another hotel
// is refused, a save after the session died goes through after signing in again, and the screens
// work at phone width. Hotel 1's information is restored after each test that changes it.

const TAG = `hs${Date.now().toString(36)}`;
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/hotel-settings-shots';
const PHONE = 375;

type HotelInfo = {
  hotel_id: number;
  updated_at: number;
  address: Record<string, string>;
  [k: string]: unknown;
};
type Mail = { kind: string; body_text: string; lang?: string };

async function staffToken(kind: 'hotel' | 'admin', login_id: string): Promise<string> {
  const answer = await apiJson<{ access_token: string }>(`/api/${kind}login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_id, password: PASSWORD }),
  });
  return answer.access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function hotelInfo(token: string, hotelId = 1): Promise<HotelInfo> {
  return (
    await apiJson<{ hotel: HotelInfo }>(`/api/api/gethotelinfo?hotel_id=${hotelId}`, {
      headers: bearer(token),
    })
  ).hotel;
}

/** Puts hotel 1's information back as it was before the test (on top of whatever was saved since). */
async function restore(original: HotelInfo) {
  const token = await staffToken('hotel', 'hotel1');
  const now = await hotelInfo(token);
  const res = await fetch(`${baseURL}/api/api/updatehotelinfo`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({ ...original, updated_at: now.updated_at }),
  });
  expect(res.status, 'hotel 1 must be restored').toBe(200);
}

/** Japan's date `days` from today, YYYY-MM-DD. */
function tokyoDate(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function book(lang: 'ja' | 'en', days: number): Promise<string> {
  const email = `${TAG}-${lang}@example.com`;
  const answer = await apiJson<{ display_id?: string; error?: unknown }>('/api/book', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      hotel_id: 1,
      plan_id: 101,
      room_id: 101,
      checkin: tokyoDate(days),
      checkout: tokyoDate(days + 1),
      rooms: [{ male_num: 1, female_num: 0 }],
      checkin_time: '16:00',
      payment_method: 'local',
      lang,
      user: {
        last_name: lang === 'ja' ? '設定' : 'Settings',
        first_name: lang === 'ja' ? '太郎' : 'Tom',
        last_name_kana: 'セッテイ',
        first_name_kana: 'タロウ',
        gender: 'man',
        mail1: email,
        postcode: '100-0001',
        prefecture: 'JP-13',
        address: '千代田区千代田1-1',
        tel1: '090-1234-5678',
        tel1_type: 'cellphone',
      },
      answers: [{ question_id: 11, choice_id: 1 }],
      agree: true,
    }),
  });
  expect(answer.error, `booking in ${lang}: ${JSON.stringify(answer.error)}`).toBeUndefined();
  return email;
}

async function confirmationTo(address: string): Promise<Mail | undefined> {
  const { messages } = await apiJson<{ messages: Mail[] }>(
    `/__mailbox/messages.json?to=${encodeURIComponent(address)}`,
  );
  return messages.find((m) => m.kind === 'reservation_confirmation');
}

/** The text field `label` in the language tab `tab` of the hotel-information form. */
async function fillInTab(page: Page, tab: string, label: string | RegExp, value: string) {
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.getByLabel(label).fill(value);
}

/** Signs in at desktop width (the drawer the helper waits for is open there), then narrows to a phone. */
async function loginOnPhone(page: Page, role: 'hotel' | 'admin', id: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, role, id);
  await page.setViewportSize({ width: PHONE, height: 800 });
}

async function noHorizontalScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what}: no horizontal scroll at ${PHONE} px`).toBeLessThanOrEqual(client);
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-top.png` });
}

let original: HotelInfo;

beforeAll(async () => {
  original = await hotelInfo(await staffToken('hotel', 'hotel1'));
});

afterAll(async () => {
  if (original) await restore(original);
});

describe('hotel settings in the back office', () => {
  it('hotel1 edits the address in Japanese and in English; the guest pages and the next confirmation mails show it', async () => {
    const ja = `${original.address.ja ?? ''} ${TAG}ビル`;
    const en = `${original.address.en ?? 'Chiyoda'} ${TAG} Building`;
    try {
      const page = await newPage({ width: PHONE });
      await loginOnPhone(page, 'hotel', 'hotel1');
      await page.goto('/admin/hotel/hotelinfo');
      await fillInTab(page, '日本語', '住所（番地・建物名）', ja);
      await page.getByRole('button', { name: 'ホテル情報を保存' }).click();
      await page.getByTestId('hotel-info-saved').waitFor();

      // The same screen in English: the English tab's address.
      await page.goto('/en/admin/hotel/hotelinfo');
      await page.getByRole('checkbox', { name: 'English' }).check();
      await fillInTab(page, 'English', 'Address (street, number, building)', en);
      await page.getByRole('button', { name: 'Save hotel information' }).click();
      await page.getByTestId('hotel-info-saved').waitFor();
      await shoot(page, 'hotelinfo-en');
      expect(
        await page.getByTestId('hotel-history-last-change').textContent(),
        'the history names the last change',
      ).toContain('Last changed');

      const guest = await newPage({ width: PHONE });
      await guest.goto('/hotels/1');
      await expect.poll(async () => (await guest.content()).includes(ja), { timeout: 10_000 }).toBe(true);
      await guest.goto('/en/hotels/1');
      await expect.poll(async () => (await guest.content()).includes(en), { timeout: 10_000 }).toBe(true);

      for (const [lang, address, days] of [
        ['ja', ja, 125],
        ['en', en, 127],
      ] as const) {
        const mailbox = await book(lang, days);
        await expect
          .poll(async () => (await confirmationTo(mailbox))?.body_text ?? '', { timeout: 15_000 })
          .toContain(address);
      }
    } finally {
      await restore(original);
    }
  });

  it('the admin edits hotel 1 through /admin/adminhotel/1/hotelinfo and the guest page shows it', async () => {
    const ja = `${original.address.ja ?? ''} ${TAG}管理`;
    try {
      const page = await newPage({ width: PHONE });
      await loginOnPhone(page, 'admin', 'admin');
      await page.goto('/admin/adminhotel/1/hotelinfo');
      await fillInTab(page, '日本語', '住所（番地・建物名）', ja);
      await page.getByRole('button', { name: 'ホテル情報を保存' }).click();
      await page.getByTestId('hotel-info-saved').waitFor();
      await expect
        .poll(async () => (await page.getByTestId('hotel-history').textContent()) ?? '')
        .toContain('(admin)');

      await mkdir(SHOTS, { recursive: true });
      await page.getByTestId('hotel-history').screenshot({ path: `${SHOTS}/hotelinfo-history.png` });

      const guest = await newPage({ width: PHONE });
      await guest.goto('/hotels/1');
      await expect.poll(async () => (await guest.content()).includes(ja), { timeout: 10_000 }).toBe(true);

      // The account screen in the view-as frame is the admin's own, and says so (decision 034).
      await page.goto('/admin/adminhotel/1/account');
      await page.getByTestId('account-own-note').waitFor();
      expect(await page.getByTestId('account-login-id').textContent()).toBe('admin');
    } finally {
      await restore(original);
    }
  });

  it("refuses hotel2 hotel 1's information, on the screen and from the server", async () => {
    const token = await staffToken('hotel', 'hotel2');
    const read = await fetch(`${baseURL}/api/api/gethotelinfo?hotel_id=1`, { headers: bearer(token) });
    expect(read.status, 'hotel2 may not read hotel 1').toBe(403);
    const write = await fetch(`${baseURL}/api/api/updatehotelinfo`, {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ ...original, address: { ...original.address, ja: 'のっとり' } }),
    });
    expect(write.status, 'hotel2 may not save hotel 1').toBe(403);

    const page = await newPage({ width: PHONE });
    await loginOnPhone(page, 'hotel', 'hotel2');
    await page.goto('/admin/chainhotel/1/hotelinfo');
    await page.waitForLoadState('networkidle');
    expect(
      await page.getByRole('form', { name: 'ホテル情報' }).count(),
      'no form of hotel 1 for hotel2',
    ).toBe(0);
    expect((await hotelInfo(await staffToken('hotel', 'hotel1'))).address, 'hotel 1 unchanged').toEqual(
      original.address,
    );
  });

  it('keeps the typed text when the session died, asks to sign in, and saves after signing in again', async () => {
    const ja = `${original.address.ja ?? ''} ${TAG}再ログイン`;
    try {
      const page = await newPage({ width: PHONE });
      await loginOnPhone(page, 'hotel', 'hotel1');
      await page.goto('/admin/hotel/hotelinfo');
      await fillInTab(page, '日本語', '住所（番地・建物名）', ja);

      // Every session of hotel1 ends elsewhere, and this page's access token is no longer good.
      const other = await staffToken('hotel', 'hotel1');
      const out = await fetch(`${baseURL}/api/api/logoutall`, { method: 'POST', headers: bearer(other) });
      expect(out.status).toBe(200);
      await page.evaluate(() => {
        const key = 'tomaru.session.hotel';
        const s = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...s, access_token: 'expired.access.token' }));
      });

      await page.getByRole('button', { name: 'ホテル情報を保存' }).click();
      const dialog = page.getByTestId('sign-in-dialog');
      await dialog.waitFor();
      expect(
        await page.getByRole('tabpanel', { name: '日本語' }).getByLabel('住所（番地・建物名）').inputValue(),
        'the typed text is still there behind the dialog',
      ).toBe(ja);
      await dialog.getByLabel(/ログインID/).fill('hotel1');
      await dialog.getByLabel(/パスワード/).fill(PASSWORD);
      await dialog.getByLabel(/パスワード/).press('Enter');
      await page.getByTestId('hotel-info-saved').waitFor();
      expect(
        (await hotelInfo(await staffToken('hotel', 'hotel1'))).address.ja,
        'saved after signing in',
      ).toBe(ja);
    } finally {
      await restore(original);
    }
  });

  it('stops a screen whose account was replaced from another tab, instead of saving under the new name', async () => {
    const page = await newPage({ width: 1280 });
    await loginAs(page, 'hotel', 'hotel1');
    await page.goto('/admin/hotel/hotelinfo');
    await page.getByRole('button', { name: 'ホテル情報を保存' }).waitFor();
    // Another tab of the same browser signs in as hotel2 (the same kind of ID shares the session).
    const other = await page.context().newPage();
    await loginAs(other, 'hotel', 'hotel2');
    const dialog = page.getByTestId('account-switched-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent(), 'the dialog names who signed in').toContain('トマル大阪 フロント');
    expect(
      await page.locator('.bo').getAttribute('inert'),
      'the screen behind cannot be used any more',
    ).not.toBeNull();
    await dialog.getByRole('button', { name: '読み込み直す' }).click();
    await page.waitForLoadState();
    await other.close();
  });

  it('shows the hotel information, account and manual screens at 375 px without horizontal scroll', async () => {
    const page = await newPage({ width: PHONE });
    await loginOnPhone(page, 'hotel', 'hotel1');
    for (const [path, heading] of [
      ['/admin/hotel/hotelinfo', 'ホテル情報'],
      ['/admin/hotel/account', 'アカウント'],
      ['/admin/hotel/manual', 'マニュアル'],
      // English words are longer: the frame's bar must still fit (the title wraps, the select stays).
      ['/en/admin/hotel/hotelinfo', 'Hotel information'],
      ['/en/admin/hotel/account', 'Account'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await noHorizontalScroll(page, path);
      await shoot(page, path.split('/').pop() ?? 'page');
    }
    await page.goto('/admin/hotel/hotelinfo');
    for (const label of [
      'ホテル名（カナ）',
      '郵便番号',
      '都道府県',
      '電話番号',
      '適格請求書発行事業者登録番号',
    ]) {
      // A required field's label ends with an asterisk.
      await page.getByLabel(new RegExp(`^${label}`)).waitFor({ state: 'visible' });
    }
    await page.goto('/admin/hotel/account');
    expect(await page.getByTestId('account-login-id').textContent()).toBe('hotel1');
  });
});
