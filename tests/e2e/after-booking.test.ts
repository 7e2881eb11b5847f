import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from './helpers';

/** A Japan date `days` from today (the seed has stock and prices for 180 days). */
function tokyoDate(days: number): string {
  const now = new Date(Date.now() + 9 * 3600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

const run = Date.now().toString(36);

type Booked = { display_id: string; amount_due: number; status: string };

/** A booking of hotel 1's meal plan as a visitor, for `/api/book` (and as the new stay of a change). */
function bookingOf(email: string, checkinDays: number) {
  return {
    hotel_id: 1,
    plan_id: 101,
    room_id: 101,
    checkin: tokyoDate(checkinDays),
    checkout: tokyoDate(checkinDays + 1),
    rooms: [{ male_num: 1, female_num: 1, child_type_1: 1 }],
    checkin_time: '16:00',
    payment_method: 'local',
    lang: 'ja',
    user: {
      last_name: '佐藤',
      first_name: '太郎',
      last_name_kana: 'サトウ',
      first_name_kana: 'タロウ',
      mail1: email,
      tel1: '090-1234-5678',
    },
    answers: [{ question_id: 11, choice_id: 2 }],
    agree: true,
  };
}

/** Books hotel 1's meal plan as a visitor through the API (the booking screens are another test's). */
async function book(email: string, checkinDays: number): Promise<Booked> {
  const res = await fetch(`${baseURL}/api/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingOf(email, checkinDays)),
  });
  const body = (await res.json()) as Booked;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

const yen = (n: number) => new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(n);

async function lookUp(page: Page, code: string, email: string) {
  await page.goto(`/checkbooking?code=${code}`);
  await page.getByRole('heading', { name: '予約確認', level: 1 }).waitFor();
  expect(await page.getByLabel(/予約番号/).inputValue(), 'the mail link prefills the id').toBe(code);
  await page.getByLabel(/メールアドレス/).fill(email);
  await page.getByRole('button', { name: '予約を確認する' }).click();
}

describe('after booking, as a visitor (360 px)', () => {
  it('looks a booking up, sees the same amount as the API, cancels it and finds it cancelled', async () => {
    const email = `after-${run}@example.com`;
    const booked = await book(email, 101);
    const page = await newPage({ width: 360 });

    // A spaced, lower-case id and a wrong e-mail: the one message for a wrong id or e-mail.
    await page.goto('/checkbooking');
    await page
      .getByLabel(/予約番号/)
      .fill(`${booked.display_id.slice(0, 4).toLowerCase()} ${booked.display_id.slice(4)}`);
    await page.getByLabel(/メールアドレス/).fill(`wrong-${run}@example.com`);
    await page.getByRole('button', { name: '予約を確認する' }).click();
    await page.getByText('予約番号またはメールアドレスが正しくありません。').waitFor();

    await page.getByLabel(/メールアドレス/).fill(email.toUpperCase());
    await page.getByRole('button', { name: '予約を確認する' }).click();
    await page.waitForURL(`**/checkreserve/${booked.display_id}`);
    expect(page.url(), 'the e-mail never goes into the URL').not.toContain('example.com');
    expect(await page.getByTestId('amount-due').textContent()).toBe(yen(booked.amount_due));
    expect(await page.getByTestId('status').textContent()).toBe('予約済み');
    const { child_types } = (await (
      await fetch(`${baseURL}/api/getchildtype?hotel_id=1&lang=ja`)
    ).json()) as { child_types: { child_type: number; name: string }[] };
    const child1 = child_types.find((c) => c.child_type === 1)?.name ?? '';
    await page
      .locator('.room-list')
      .filter({ hasText: `${child1} 1名` })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Changeable online (long before the deadline): the button opens the change screen.
    expect(await page.getByRole('link', { name: '予約を変更する' }).getAttribute('href')).toBe(
      `/updatereserve?code=${booked.display_id}`,
    );

    await page.getByRole('button', { name: '予約をキャンセルする' }).click();
    await page.getByRole('heading', { name: 'この予約をキャンセルしてよろしいですか？' }).waitFor();
    await page.getByText('キャンセル規定').first().waitFor();
    await page.getByRole('button', { name: 'キャンセルを確定する' }).click();
    await page.getByText('予約をキャンセルしました。').waitFor();

    await lookUp(page, booked.display_id, email);
    await page.waitForURL(`**/checkreserve/${booked.display_id}`);
    await page.getByTestId('status').filter({ hasText: 'キャンセル済み' }).waitFor();
    expect(await page.getByRole('button', { name: '予約をキャンセルする' }).count()).toBe(0);
    await page.getByTestId('change-reason').filter({ hasText: 'キャンセル済み' }).waitFor();
  });

  it('offers no receipt before check-out for a stay paid at the hotel, not even on the receipt page', async () => {
    const email = `receipt-${run}@example.com`;
    const booked = await book(email, 115);
    const page = await newPage({ width: 360 });
    await lookUp(page, booked.display_id, email);
    await page.waitForURL(`**/checkreserve/${booked.display_id}`);
    await page.getByTestId('status').first().waitFor();
    expect(
      await page.getByRole('link', { name: '領収書を発行する' }).count(),
      'no receipt link before the stay is paid',
    ).toBe(0);
    await page.goto(`/receipt?code=${booked.display_id}`);
    await page
      .getByText(
        'この予約の領収書はまだ発行できません。現地でお支払いの場合はチェックアウト後に発行できます。',
      )
      .waitFor();
    expect(
      await page.getByRole('button', { name: '領収書を発行する' }).count(),
      'no form for a receipt that cannot be issued yet (the worker refuses one anyway)',
    ).toBe(0);
  });

  it('says so when /print has no receipt to print', async () => {
    const page = await newPage({ width: 360 });
    await page.goto('/print');
    await page.getByText('印刷する領収書がありません。領収書の発行ページから発行してください。').waitFor();
    expect(await page.locator('.site-header').count(), 'the bare layout has no header').toBe(0);
  });
});

describe('after a change, as a visitor on a phone (390 px)', () => {
  it('follows the old reservation to the new one, and sees the fee and refund before confirming a cancel', async () => {
    const email = `changed-${run}@example.com`;
    const booked = await book(email, 121);
    const changed = await fetch(`${baseURL}/api/changebooking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: booked.display_id, email, booking: bookingOf(email, 123) }),
    });
    const replacement = (await changed.json()) as Booked;
    expect(changed.status, JSON.stringify(replacement)).toBe(201);

    const page = await newPage({ width: 390 });
    await lookUp(page, booked.display_id, email);
    await page.waitForURL(`**/checkreserve/${booked.display_id}`);
    await page.getByTestId('status').filter({ hasText: '変更によりキャンセル' }).waitFor();
    expect(await page.getByTestId('replaced-by').textContent()).toContain(replacement.display_id);
    await page.getByRole('link', { name: '変更後のご予約を見る' }).click();
    await page.waitForURL(`**/checkreserve/${replacement.display_id}`);
    await page.getByTestId('status').filter({ hasText: '予約済み' }).waitFor();
    expect(await page.getByTestId('amount-due').textContent()).toBe(yen(replacement.amount_due));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: '予約をキャンセルする' }).click();
    await page.getByRole('heading', { name: 'この予約をキャンセルしてよろしいですか？' }).waitFor();
    expect(await page.getByTestId('cancel-quote-fee').textContent(), 'the fee, before confirming').toBe(
      yen(0),
    );
    expect(await page.getByTestId('cancel-quote-refund').textContent(), 'and what comes back').toContain(
      '現地払いのため',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'キャンセルを確定する' }).click();
    await page.getByText('予約をキャンセルしました。').waitFor();
  });
});
