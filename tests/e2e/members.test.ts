import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, PASSWORD, submitLogin } from './helpers';

const run = Date.now().toString(36);

function tokyoDate(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The newest mailed link to `page` (e.g. authinfo, resetpassword) for `to`, as a path; `query` is
 * the link's query pattern (a one-time token unless told).
 */
async function mailedLink(to: string, pagePath: string, query = '\\?token=[A-Za-z0-9_-]+'): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${baseURL}/__mailbox/messages.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { body_text: string }[] };
    for (const m of messages) {
      const url = new RegExp(`https?://[^\\s/]+/${pagePath}${query}(?=\\s)`).exec(m.body_text)?.[0];
      if (url) return new URL(url).pathname + new URL(url).search;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${pagePath} link mailed to ${to}`);
}

async function fillByName(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

describe('members (360 px)', () => {
  it('registers, verifies the address by the mailed link, logs in, sees a booking on my page and edits the profile', async () => {
    const email = `member-${run}@example.com`;
    const page = await newPage({ width: 360 });
    await page.goto('/register');
    await page.getByRole('heading', { name: '会員登録', level: 1 }).waitFor();
    await page.locator('.agreement__body').waitFor();
    await fillByName(page, {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      last_name: '鈴木',
      first_name: '花子',
      last_name_kana: 'スズキ',
      first_name_kana: 'ハナコ',
      tel1: '090-2222-3333',
    });
    await page.getByLabel('お得な情報をメールで受け取る（いつでも停止できます）').check();
    await page.getByLabel('利用規約に同意する').check();
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('heading', { name: 'メールをご確認ください' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(await mailedLink(email, 'authinfo'));
    await page.getByText('メールアドレスを確認しました。会員登録が完了しました。').waitFor();
    await page.getByRole('link', { name: 'ログインする' }).click();
    await page.waitForURL('**/login');
    await submitLogin(page, email);
    await page.waitForURL((url) => url.pathname === '/');

    // A booking made as this member (the booking screens are another test's: through the API).
    const login = (await (
      await fetch(`${baseURL}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      })
    ).json()) as { access_token: string };
    const booked = await fetch(`${baseURL}/api/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.access_token}` },
      body: JSON.stringify({
        hotel_id: 1,
        plan_id: 101,
        room_id: 101,
        checkin: tokyoDate(120),
        checkout: tokyoDate(121),
        rooms: [{ male_num: 2, female_num: 0 }],
        checkin_time: '16:00',
        payment_method: 'local',
        lang: 'ja',
        user: {
          last_name: '鈴木',
          first_name: '花子',
          last_name_kana: 'スズキ',
          first_name_kana: 'ハナコ',
          mail1: email,
          tel1: '090-2222-3333',
        },
        answers: [{ question_id: 11, choice_id: 2 }],
        agree: true,
      }),
    });
    const reservation = (await booked.json()) as { display_id: string };
    expect(booked.status, JSON.stringify(reservation)).toBe(201);

    await page.goto('/mypage');
    await page.getByRole('heading', { name: '今後のご予約' }).waitFor();
    const card = page.getByTestId(`reservation-${reservation.display_id}`);
    await card.waitFor();
    // Its detail opens with the member's own e-mail, no key typed.
    await card.getByRole('link', { name: '詳細・キャンセル' }).click();
    await page.waitForURL(`**/checkreserve/${reservation.display_id}`);
    await page.getByTestId('status').filter({ hasText: '予約済み' }).waitFor();

    await page.goto('/mypage/userinfo');
    await page.locator('[name="address"]').fill('京都市下京区1-2-3');
    await page.getByRole('button', { name: '変更を保存する' }).click();
    await page.waitForURL('**/mypage/updatecomplete');
    await page.getByText('会員情報の変更が完了しました。').waitFor();
    await page.goto('/userinfo42');
    expect(await page.locator('[name="address"]').inputValue()).toBe('京都市下京区1-2-3');

    await page.goto('/requestopendm');
    await page.getByTestId('dm-state').filter({ hasText: '受け取る設定です' }).waitFor();
    await page.getByRole('button', { name: '配信を停止する' }).click();
    await page.getByText('配信設定を保存しました。').waitFor();
    await page.getByTestId('dm-state').filter({ hasText: '受け取らない設定です' }).waitFor();
  });

  it('answers a sign-up with a member’s address as any other, and mails its owner to sign in instead', async () => {
    const page = await newPage({ width: 360 });
    await page.goto('/en/register');
    await page.locator('.agreement__body').waitFor();
    await fillByName(page, {
      email: 'guest@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      last_name: 'Stranger',
      first_name: 'Sam',
      tel1: '090-2222-3333',
    });
    await page.getByLabel('I agree to the terms').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page
      .getByText('If this address is already registered, the e-mail tells you how to sign in')
      .waitFor();
    const notice = await mailedLink('guest@example.com', 'en/login', '');
    expect(notice).toBe('/en/login');
  });

  it('sends a visitor to sign in before my page', async () => {
    const page = await newPage({ width: 360 });
    await page.goto('/mypage');
    await page.waitForURL('**/requestlogin?afterlogin=%2Fmypage');
  });

  it('stops direct mail from the link in a DM without signing in', async () => {
    const page = await newPage({ width: 360 });
    await page.goto('/unsubscribe?token=demo-unsubscribe-token-0001');
    await page.getByText('対象のメールアドレス: g***@example.com').waitFor();
    const stop = page.getByRole('button', { name: '配信を停止する' });
    if (await stop.count()) {
      await stop.click();
      await page.getByTestId('unsubscribed').waitFor();
    } else {
      await page.getByText('このメールアドレスへの配信はすでに停止しています。').waitFor();
    }
    await page.goto('/unsubscribe?token=no-such-token');
    await page.getByText('リンクが無効か、有効期限が切れているか、すでに使用されています。').waitFor();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const email = `reset-${run}@example.com`;
    const created = await fetch(`${baseURL}/api/createuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        last_name: '田中',
        first_name: '一郎',
        last_name_kana: 'タナカ',
        first_name_kana: 'イチロウ',
        tel1: '090-4444-5555',
        postcode: '',
        prefecture: '',
        address: '',
        birthday: '',
        tel2: '',
        lang: 'ja',
        dm_opt_in: false,
        agreement_id: (
          (await (await fetch(`${baseURL}/api/getagreements`)).json()) as {
            agreement: { agreement_id: number };
          }
        ).agreement.agreement_id,
        agree: true,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const page = await newPage({ width: 360 });
    // An address without an account is answered as one with: the page says "if", the mail says the rest.
    const said: string[] = [];
    for (const address of [`nobody-${run}@example.com`, email]) {
      await page.goto('/resetpassword');
      await page.getByLabel(/メールアドレス/).fill(address);
      await page.getByRole('button', { name: '再設定メールを送信する' }).click();
      const status = page
        .getByRole('status')
        .filter({ hasText: /で会員登録されている場合は、パスワード再設定用のリンク/ });
      await status.waitFor();
      said.push(((await status.textContent()) ?? '').replace(address, '…'));
    }
    expect(said[0], 'the same words for an address with an account and one without').toBe(said[1]);

    const newPassword = 'Kyoto2026reset';
    await page.goto(await mailedLink(email, 'resetpassword'));
    await page.locator('[name="password"]').fill(newPassword);
    await page.locator('[name="password_confirmation"]').fill('Kyoto2026other');
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByText('パスワードが一致しません。').waitFor();
    await page.locator('[name="password_confirmation"]').fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByText('パスワードを変更しました。新しいパスワードでログインしてください。').waitFor();

    await page.getByRole('link', { name: 'ログインする' }).click();
    await submitLogin(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    // The verified reset also verified the address; the password change screen then works.
    await page.goto('/mypage/changepassword');
    await page.locator('[name="current_password"]').fill('wrong-password-1');
    await page.locator('[name="password"]').fill(PASSWORD);
    await page.locator('[name="password_confirmation"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByText('パスワードの変更に失敗しました。現在のパスワードを確認してください。').waitFor();
    await page.locator('[name="current_password"]').fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByText('パスワードを変更しました。').waitFor();
  });
});
