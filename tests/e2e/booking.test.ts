import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTestScript, apiJson, baseURL, newPage } from './helpers';

// Dates 140–160 days ahead (inside every demo plan's booking window, away from other files' dates)
// and e-mail addresses of this run only, so the shared database is never in another test's way.
const RUN = Date.now().toString(36);
const email = (who: string) => `booking-${who}-${RUN}@example.com`;

function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

type Occupancy = { male_num: number; female_num: number; child_type_1?: number };
type Mail = { to: string; subject: string; body_text: string; kind: string };

function bookUrl(
  lang: 'en' | 'ja',
  q: { plan: number; room: number; checkin: string; checkout: string; rooms: Occupancy[] },
) {
  const params = new URLSearchParams({
    plan_id: String(q.plan),
    room_id: String(q.room),
    checkin: q.checkin,
    checkout: q.checkout,
    rooms: JSON.stringify(q.rooms),
  });
  return `${lang === 'ja' ? '' : `/${lang}`}/hotels/1/book?${params}`;
}

const post = (path: string, body: unknown) =>
  fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const yenValue = (text: string) => Number(text.replaceAll(/\D/g, ''));

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

/** The guest's whole booking: step 1 to the completion page; answers what the screens showed. */
async function bookThroughTheScreens(
  page: Page,
  lang: 'en' | 'ja',
  stay: { checkin: string; checkout: string; rooms: Occupancy[] },
  guest: { last: string; first: string; lastKana?: string; firstKana?: string; mail: string },
) {
  const en = lang === 'en';
  await page.goto(bookUrl(lang, { plan: 101, room: 101, ...stay }));
  await page.getByRole('heading', { level: 1, name: en ? 'Booking' : 'ご予約' }).waitFor();
  await page.getByTestId('amount-due').waitFor();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page), 'step 1').toEqual([]);

  // Step 1: the party came from the link; the hotel's mandatory question is answered here.
  expect(await page.getByLabel(en ? 'Check-in date' : 'チェックイン日').inputValue()).toBe(stay.checkin);
  await page.getByRole('radio', { name: en ? 'Train' : '電車' }).check();
  await page
    .getByRole('button', { name: en ? 'Continue to your details' : 'お客様情報の入力へ進む' })
    .click();

  // Step 2: the booker.
  await page.getByRole('heading', { level: 2, name: en ? 'Your details' : 'お客様情報の入力' }).waitFor();
  await page.getByLabel(en ? 'Last name' : '姓', { exact: true }).fill(guest.last);
  await page.getByLabel(en ? 'First name' : '名', { exact: true }).fill(guest.first);
  if (!en) {
    await page.getByLabel('セイ（全角カタカナ）').fill(guest.lastKana ?? '');
    await page.getByLabel('メイ（全角カタカナ）').fill(guest.firstKana ?? '');
  }
  await page.getByLabel(en ? 'Email address' : 'メールアドレス', { exact: true }).fill(guest.mail);
  await page
    .getByLabel(en ? 'E-mail address (again, to confirm)' : 'メールアドレス（確認用）')
    .fill(guest.mail);
  await page.getByLabel(en ? 'Phone number' : '電話番号', { exact: true }).fill('090-1234-5678');
  await page.getByLabel(en ? 'Expected check-in time' : 'チェックイン予定時刻').selectOption('16:00');
  await noHorizontalScroll(page);
  expect(await seriousViolations(page), 'step 2').toEqual([]);
  await page.getByRole('button', { name: en ? 'Continue to confirmation' : '予約内容の確認へ進む' }).click();

  // Step 3: the final confirmation screen.
  await page
    .getByRole('heading', { level: 2, name: en ? 'Confirm your booking' : 'ご予約内容の確認' })
    .waitFor();
  const shownDue = (await page.getByTestId('amount-due').textContent()) ?? '';
  await page.getByTestId('seller').waitFor();
  await page.getByTestId('cancel-terms').waitFor();
  expect(await page.getByRole('radio', { name: en ? /Pay at the hotel/ : /現地払い/ }).isChecked()).toBe(
    true,
  );
  await noHorizontalScroll(page);
  expect(await seriousViolations(page), 'step 3').toEqual([]);
  await page.getByRole('checkbox', { name: en ? /I agree/ : /同意します/ }).check();
  await page.getByRole('button', { name: en ? 'Confirm the booking' : '予約を確定する' }).click();

  // The completion page.
  await page.waitForURL(`**${en ? '/en' : ''}/bookcomplete`);
  const displayId = ((await page.getByTestId('display-id').textContent()) ?? '').trim();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page), 'completion page').toEqual([]);
  return { shownDue, displayId };
}

async function mailTo(address: string): Promise<Mail[]> {
  return (await apiJson<{ messages: Mail[] }>(`/__mailbox/messages.json?to=${encodeURIComponent(address)}`))
    .messages;
}

describe('the reservation flow in a real browser at 360 px', () => {
  for (const [lang, days, guest] of [
    ['en', 141, { last: 'Smith', first: 'Alice', mail: email('en') }],
    ['ja', 145, { last: '山田', first: '花子', lastKana: 'ヤマダ', firstKana: 'ハナコ', mail: email('ja') }],
  ] as const) {
    it(`books 2 nights for 2 adults and a child in ${lang}, and the mail says what the screen said`, async () => {
      const stay = {
        checkin: daysAhead(days),
        checkout: daysAhead(days + 2),
        rooms: [{ male_num: 1, female_num: 1, child_type_1: 1 }],
      };
      const page = await newPage({ width: 360 });
      const { shownDue, displayId } = await bookThroughTheScreens(page, lang, stay, guest);

      const quote = await (
        await post('/api/calculateprice', { hotel_id: 1, plan_id: 101, room_id: 101, ...stay, lang })
      ).json();
      expect(yenValue(shownDue), 'the confirmation screen shows calculateprice to the yen').toBe(
        quote.amount_due,
      );
      expect(displayId).toMatch(/^[A-Z0-9]{6,}$/);
      expect(await page.getByText(guest.mail).count()).toBeGreaterThan(0);
      expect(yenValue((await page.getByTestId('done-amount-due').textContent()) ?? '')).toBe(
        quote.amount_due,
      );

      const mails = await mailTo(guest.mail);
      const confirmation = mails.find((m) => m.kind === 'reservation_confirmation');
      expect(confirmation, 'the confirmation mail is in the local mailbox').toBeTruthy();
      expect(confirmation?.body_text).toContain(displayId);
      expect(confirmation?.body_text, 'the mail states the amount due as the screen did').toContain(shownDue);

      // Booked and forgotten: opening the same link starts afresh.
      await page.goto(bookUrl(lang, { plan: 101, room: 101, ...stay }));
      await page.getByTestId('amount-due').waitFor();
      expect(await page.getByRole('radio', { name: lang === 'en' ? 'Train' : '電車' }).isChecked()).toBe(
        false,
      );
    });
  }

  it('shows a sold-out stay as unavailable and puts the guest on the waiting list', async () => {
    const checkin = daysAhead(152);
    const checkout = daysAhead(153);
    // Room 102 has 5 rooms a night: one booking of 5 rooms takes the night.
    const taken = await post('/api/book', {
      hotel_id: 1,
      plan_id: 102,
      room_id: 102,
      checkin,
      checkout,
      rooms: Array.from({ length: 5 }, () => ({ male_num: 1 })),
      checkin_time: '15:00',
      payment_method: 'local',
      user: { last_name: 'Setup', first_name: 'Sold', mail1: email('setup'), tel1: '090-0000-0000' },
      answers: [{ question_id: 11, choice_id: 1 }],
      agree: true,
      lang: 'en',
    });
    expect(taken.status, await taken.clone().text()).toBe(201);

    const page = await newPage({ width: 360 });
    await page.goto(
      bookUrl('en', { plan: 102, room: 102, checkin, checkout, rooms: [{ male_num: 2, female_num: 0 }] }),
    );
    await page.getByText('These dates are unavailable: fully booked or not on sale.').waitFor();
    await page.getByText('These dates are fully booked.').waitFor();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page), 'sold out with the waiting list').toEqual([]);
    await page.getByRole('button', { name: 'Continue to your details' }).click();
    await page.getByRole('heading', { level: 2, name: 'Stay and price' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Wait Ing');
    await page.getByLabel('Email address', { exact: true }).fill(email('waiting'));
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByTestId('waiting-done').waitFor();
    const mails = await mailTo(email('waiting'));
    expect(mails.map((m) => m.kind)).toContain('waiting_accepted');
  });
});
