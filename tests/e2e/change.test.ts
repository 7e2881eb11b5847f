import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTestScript, apiJson, baseURL, newPage } from './helpers';

// Dates 125–135 days ahead and e-mail addresses of this run only: the shared database is never in
// another test's way.
const RUN = Date.now().toString(36);

function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const yenValue = (text: string) => Number(text.replaceAll(/\D/g, ''));

type Lookup = {
  reservation: {
    display_id: string;
    status: string;
    plan_id: number;
    stay_start_date: string;
    stay_end_date: string;
    numbers: { male_num: number; female_num: number }[];
    amount_due: number;
    checkin_time: string;
    note: string;
  };
};

const lookup = (code: string, email: string) =>
  apiJson<Lookup>(`/api/getbookingbycode?code=${code}&email=${encodeURIComponent(email)}`);

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** Serious and critical axe violations on the page as it is now. */
async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await addTestScript(page, 'axe', axeSource);
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

async function noHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'nothing wider than 360 px',
  ).toBeLessThanOrEqual(360);
}

describe('changing a booking, and booking a secret plan (360 px)', () => {
  it('changes a visitor’s booking: new dates and one more adult, a new display id, the old one replaced', async () => {
    const email = `change-${RUN}@example.com`;
    const res = await fetch(`${baseURL}/api/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        hotel_id: 1,
        plan_id: 101,
        room_id: 101,
        checkin: daysAhead(128),
        checkout: daysAhead(130),
        rooms: [{ male_num: 1, female_num: 1 }],
        checkin_time: '16:00',
        payment_method: 'local',
        lang: 'ja',
        user: {
          last_name: '鈴木',
          first_name: '一郎',
          last_name_kana: 'スズキ',
          first_name_kana: 'イチロウ',
          mail1: email,
          tel1: '090-2222-3333',
        },
        note: '禁煙のお部屋を希望します',
        answers: [{ question_id: 11, choice_id: 2 }],
        agree: true,
      }),
    });
    const booked = (await res.json()) as { display_id: string; amount_due: number };
    expect(res.status, JSON.stringify(booked)).toBe(201);

    const page = await newPage({ width: 360 });
    await page.goto(`/checkbooking?code=${booked.display_id}`);
    await page.getByLabel(/メールアドレス/).fill(email);
    await page.getByRole('button', { name: '予約を確認する' }).click();
    await page.waitForURL(`**/checkreserve/${booked.display_id}`);
    await page.getByRole('link', { name: '予約を変更する' }).click();
    await page.waitForURL(`**/updatereserve?code=${booked.display_id}`);

    // Step 1: the change of this reservation, with the old stay and everything filled in.
    await page.getByRole('heading', { level: 1, name: 'ご予約の変更' }).waitFor();
    expect(await page.getByTestId('change-of').textContent()).toContain(booked.display_id);
    expect(yenValue((await page.getByTestId('before-amount-due').textContent()) ?? '')).toBe(
      booked.amount_due,
    );
    expect(await page.getByLabel('チェックイン日').inputValue()).toBe(daysAhead(128));
    expect(await page.getByLabel('チェックアウト日').inputValue()).toBe(daysAhead(130));
    expect(await page.getByRole('radio', { name: '電車' }).isChecked()).toBe(true);
    await page.getByTestId('amount-due').waitFor();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page), 'change, step 1').toEqual([]);

    // One day later, and one more adult.
    await page.getByLabel('チェックアウト日').fill(daysAhead(131));
    await page.getByLabel('チェックイン日').fill(daysAhead(129));
    await page.getByLabel('大人（男性）').selectOption('2');
    expect(await page.getByLabel('チェックアウト日').inputValue()).toBe(daysAhead(131));
    await page.getByTestId('amount-due').waitFor();
    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();

    // Step 2: the booker, check-in time and note as they were.
    await page.getByRole('heading', { level: 2, name: 'お客様情報の入力' }).waitFor();
    expect(await page.locator('#bk-user-last_name').inputValue()).toBe('鈴木');
    expect(await page.getByLabel('メールアドレス（確認用）').inputValue()).toBe(email);
    expect(await page.getByLabel('チェックイン予定時刻').inputValue()).toBe('16:00');
    expect(await page.getByLabel('ご要望・備考（任意）').inputValue()).toBe('禁煙のお部屋を希望します');
    await page.getByRole('button', { name: '予約内容の確認へ進む' }).click();

    // Step 3: the new amount beside the old one, the terms, the agreement.
    await page.getByRole('heading', { level: 2, name: 'ご予約内容の確認' }).waitFor();
    const shownDue = yenValue((await page.getByTestId('amount-due').textContent()) ?? '');
    const compare = (await page.getByTestId('before-price').textContent()) ?? '';
    expect(compare).toContain('変更前のお支払い金額');
    await page.getByTestId('cancel-terms').waitFor();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page), 'change, step 3').toEqual([]);
    await page.getByRole('checkbox', { name: /同意します/ }).check();
    await page.getByRole('button', { name: '変更を確定する' }).click();

    // The change completion page: a new display id, the mail notice, the new amount.
    await page.waitForURL('**/complete');
    await page.getByRole('heading', { level: 1, name: 'ご予約の変更が完了しました' }).waitFor();
    const newId = ((await page.getByTestId('display-id').textContent()) ?? '').trim();
    expect(newId).toMatch(/^[A-Z0-9]{10}$/);
    expect(newId).not.toBe(booked.display_id);
    expect(await page.getByTestId('replaced').textContent()).toContain(booked.display_id);
    expect(await page.getByText(`変更内容の確認メールを ${email} へお送りしました。`).count()).toBe(1);
    expect(yenValue((await page.getByTestId('done-amount-due').textContent()) ?? '')).toBe(shownDue);
    await noHorizontalScroll(page);
    expect(await seriousViolations(page), 'change completion').toEqual([]);
    const mails = await apiJson<{ messages: { body_text: string }[] }>(
      `/__mailbox/messages.json?to=${encodeURIComponent(email)}`,
    );
    expect(
      mails.messages.some((m) => m.body_text.includes(newId)),
      'a mail names the new display id',
    ).toBe(true);

    const old = await lookup(booked.display_id, email);
    expect(old.reservation.status, 'the old reservation is replaced').toBe('modified_canceled');
    const changed = await lookup(newId, email);
    expect(changed.reservation).toMatchObject({
      status: 'booking',
      stay_start_date: daysAhead(129),
      stay_end_date: daysAhead(131),
      checkin_time: '16:00',
      note: '禁煙のお部屋を希望します',
      amount_due: shownDue,
    });
    const [room] = changed.reservation.numbers;
    expect((room?.male_num ?? 0) + (room?.female_num ?? 0)).toBe(3);

    // The detail of the new reservation opens in this tab without asking for the key again.
    await page.getByRole('link', { name: 'ご予約の確認・変更・キャンセル' }).click();
    await page.waitForURL(`**/checkreserve/${newId}`);
    await page.getByTestId('status').filter({ hasText: '予約済み' }).waitFor();
  });

  it('books the secret plan from its page through the three steps', async () => {
    const email = `secret-${RUN}@example.com`;
    const checkin = daysAhead(133);
    const checkout = daysAhead(134);
    const page = await newPage({ width: 360 });
    await page.goto(
      `/hotels/1/secret/members-only?checkin=${checkin}&checkout=${checkout}&room_count=1&adults=2`,
    );
    const book = page.getByRole('link', { name: /を予約する$/ }).first();
    await book.waitFor();
    expect(await book.getAttribute('href')).toContain('secret=members-only');
    await book.click();
    await page.waitForURL('**/hotels/1/book?*');

    const { plan } = await apiJson<{ plan: { plan_id: number; title: string } }>(
      '/api/getsecretplan?hotel_id=1&url=members-only&lang=ja',
    );
    await page.getByTestId('plan').filter({ hasText: plan.title }).waitFor();
    await page.getByTestId('amount-due').waitFor();
    const choice = page.getByRole('radio', { name: '電車' });
    if (await choice.count()) await choice.check();
    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();

    await page.getByRole('heading', { level: 2, name: 'お客様情報の入力' }).waitFor();
    await page.getByLabel('姓', { exact: true }).fill('高橋');
    await page.getByLabel('名', { exact: true }).fill('美咲');
    await page.getByLabel('セイ（全角カタカナ）').fill('タカハシ');
    await page.getByLabel('メイ（全角カタカナ）').fill('ミサキ');
    await page.getByLabel('メールアドレス', { exact: true }).fill(email);
    await page.getByLabel('メールアドレス（確認用）').fill(email);
    await page.getByLabel('電話番号', { exact: true }).fill('090-4444-5555');
    await page.getByLabel('チェックイン予定時刻').selectOption({ index: 1 });
    await page.getByRole('button', { name: '予約内容の確認へ進む' }).click();

    await page.getByRole('heading', { level: 2, name: 'ご予約内容の確認' }).waitFor();
    expect(await page.getByTestId('stay-summary').textContent()).toContain(plan.title);
    const shownDue = yenValue((await page.getByTestId('amount-due').textContent()) ?? '');
    await page.getByRole('checkbox', { name: /同意します/ }).check();
    await page.getByRole('button', { name: '予約を確定する' }).click();

    await page.waitForURL('**/bookcomplete');
    const displayId = ((await page.getByTestId('display-id').textContent()) ?? '').trim();
    const booked = await lookup(displayId, email);
    expect(booked.reservation).toMatchObject({
      status: 'booking',
      plan_id: plan.plan_id,
      stay_start_date: checkin,
      amount_due: shownDue,
    });
  });
});
