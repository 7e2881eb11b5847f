// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { useParams } from '@tanstack/react-router';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { readBookingKey, saveBookingKey } from '@tomaru/ui/booking-key';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import { CheckReservePage } from './check-reserve-page';
import { ReservationLinks } from './reservation-links';

const CODE = 'ABCD234567';
const calls: string[] = [];
let canIssueReceipt = false;
let overrides: Record<string, unknown> = {};
let payment: Record<string, unknown> | null = null;

/** The guest catalog of `lang` as the build compiles it. */
async function catalog(lang: string): Promise<Messages> {
  // The unit tests run from the repository's root.
  const po = readFileSync(join(process.cwd(), 'locales', lang, 'guest.po'), 'utf8');
  const entries = await formatter().parse(po, { locale: lang, sourceLocale: 'ja', filename: 'guest.po' });
  return Object.fromEntries(
    Object.entries(entries).map(([id, e]) => [id, compileMessage(e.translation || e.message || '')]),
  );
}

const reservation = () => ({
  reservation_id: 1,
  display_id: CODE,
  created_at: '2026-01-01T10:00:00',
  status: 'booking',
  lang: 'ja',
  hotel_id: 1,
  hotel_name: 'トマル京都',
  hotel: { name: 'Tomaru Kyoto', tel: '', email: '', address: '', checkin_time: '', checkout_time: '' },
  room_name: 'Standard Twin',
  plan_title: 'Breakfast plan',
  stay_start_date: '2026-05-01',
  stay_end_date: '2026-05-02',
  nights: 1,
  checkin_time: '16:00',
  room_count: 1,
  numbers: [
    {
      male_num: 1,
      female_num: 1,
      child_type_1: 0,
      child_type_2: 0,
      child_type_3: 0,
      child_type_4: 0,
      child_type_5: 0,
      child_type_6: 0,
    },
  ],
  user_last_name: 'Smith',
  user_first_name: 'John',
  user_last_name_kana: '',
  user_first_name_kana: '',
  user_mail1: 'guest@example.com',
  user_tel1: '',
  user_postcode: '',
  user_prefecture: '',
  user_address: '',
  note: '',
  lodger_last_name: '',
  lodger_first_name: '',
  lodger_last_name_kana: '',
  lodger_first_name_kana: '',
  lodger_tel: '',
  lodger_mail: '',
  options: [],
  additional_options: [],
  open_coupon: null,
  closed_coupon: null,
  combined_coupon: null,
  subtotal_include_tax: 10000,
  total_exclude_tax: 9091,
  total_exclude_tax_discounted: 9091,
  discount: 0,
  member_discount: 0,
  consumption_tax: 909,
  spa_tax: 0,
  accommodation_tax: 0,
  total_include_tax: 10000,
  amount_due: 10000,
  nights_detail: [],
  cancel_policy: [],
  change_deadline_days: 1,
  payment_method: 'local',
  can_issue_receipt: canIssueReceipt,
  receipt_refusal: canIssueReceipt ? null : 'not_checked_out',
  stay_over: false,
  canceled_at: null,
  cancel_fee: null,
  replaced_by_display_id: null,
  cancel_quote: { fee: 0, refund: 0 },
  ...overrides,
});

function Page() {
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <CheckReservePage
      params={{ id }}
      search={{}}
      renderActions={({ lookup, viaMember }) => (
        <ReservationLinks
          reservation={lookup.reservation}
          rules={lookup.rules}
          changeAvailable={false}
          viaMember={viaMember}
        />
      )}
    />
  );
}

async function renderPage(path: string) {
  const lang = path.startsWith('/en/') ? 'en' : 'ja';
  renderAtRoute(path, Page, {
    path: lang === 'en' ? '/en/checkreserve/$id' : '/checkreserve/$id',
    locale: { lang, messages: lang === 'ja' ? {} : await catalog(lang) },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  saveBookingKey({ code: CODE, email: 'guest@example.com' });
  calls.length = 0;
  overrides = {};
  payment = null;
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(String(url));
    const body = String(url).includes('getbookingbycode')
      ? { reservation: reservation(), rules: { can_change: true, can_cancel: true }, payment }
      : { child_types: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reservation detail', () => {
  it('asks for the reservation in the language of the page, not the one it was booked in', async () => {
    await renderPage(`/en/checkreserve/${CODE}`);
    expect(await screen.findByText('Breakfast plan')).toBeTruthy();
    const lookup = calls.find((u) => u.includes('getbookingbycode'));
    expect(new URL(lookup ?? '', 'http://x').searchParams.get('lang'), 'the page language').toBe('en');
  });

  it('shows a prepaid booking waiting for payment with its deadline and, in the booking tab, the way to pay', async () => {
    overrides = { status: 'payment_processing', payment_method: 'epsilon' };
    payment = {
      method: 'epsilon',
      state: 'started',
      deadline: '2027-04-01T10:30:00+09:00',
      order_number: 'ORD9',
      refunded_amount: 0,
      refund_by_hotel: false,
    };
    sessionStorage.setItem(
      'tomaru.payment',
      JSON.stringify({ order_number: 'ORD9', key: 'k'.repeat(32), display_id: CODE }),
    );
    await renderPage(`/checkreserve/${CODE}`);
    expect((await screen.findByTestId('payment-state')).textContent).toBe('お支払い待ち');
    expect(screen.getByTestId('payment-deadline').textContent).toBe('2027年4月1日(木) 10:30（日本時間）');
    expect(screen.getByRole('link', { name: 'お支払いを続ける' }).getAttribute('href')).toBe(
      '/epsilon/payment?order=ORD9',
    );
  });

  it('tells a cancelled prepaid booking’s refund apart: given back in part with its amount, never paid, left to the hotel', async () => {
    overrides = { status: 'canceled', payment_method: 'card' };
    const base = { method: 'card' as const, deadline: null, order_number: 'ORD9', refund_by_hotel: false };
    payment = { ...base, state: 'refunded', refunded_amount: 7_480 };
    await renderPage(`/checkreserve/${CODE}`);
    expect((await screen.findByTestId('payment-state')).textContent).toBe('一部返金済み');
    expect(screen.getByTestId('payment-refund').textContent).toBe('￥7,480');
    cleanup();
    payment = { ...base, state: 'canceled', refunded_amount: 0 };
    await renderPage(`/checkreserve/${CODE}`);
    expect((await screen.findByTestId('payment-state')).textContent).toBe(
      'お支払いはありません（料金は発生していません）',
    );
    expect(screen.queryByTestId('payment-refund')).toBeNull();
    cleanup();
    payment = { ...base, state: 'refunded', refunded_amount: 0, refund_by_hotel: true };
    await renderPage(`/checkreserve/${CODE}`);
    expect((await screen.findByTestId('payment-state')).textContent).toBe('施設からご返金します');
  });

  it('leads from a reservation replaced by a change to the new one, opened with the same key', async () => {
    overrides = { status: 'modified_canceled', replaced_by_display_id: 'WXYZ987654' };
    await renderPage(`/checkreserve/${CODE}`);
    expect((await screen.findByTestId('status')).textContent).toBe('変更によりキャンセル');
    expect(screen.getByTestId('replaced-by').textContent).toContain('WXYZ987654');
    const link = screen.getByRole('link', { name: '変更後のご予約を見る' });
    expect(link.getAttribute('href')).toBe('/checkreserve/WXYZ987654');
    fireEvent.click(link);
    expect(readBookingKey('WXYZ987654'), 'no need to type the e-mail again').toEqual({
      code: 'WXYZ987654',
      email: 'guest@example.com',
    });
  });

  it('shows a prepaid stay as paid, with the amount and what it was paid with, not as owed', async () => {
    overrides = { payment_method: 'card' };
    payment = {
      method: 'card',
      state: 'paid',
      deadline: null,
      order_number: 'ORD9',
      refunded_amount: 0,
      refund_by_hotel: false,
    };
    await renderPage(`/checkreserve/${CODE}`);
    const amount = await screen.findByTestId('amount-due');
    expect(amount.closest('tr')?.textContent).toBe('お支払い済み￥10,000（クレジットカード）');
    cleanup();
    overrides = {};
    payment = null;
    await renderPage(`/checkreserve/${CODE}`);
    expect(
      (await screen.findByTestId('amount-due')).closest('tr')?.textContent,
      'paid at the hotel: still due',
    ).toBe('お支払い金額￥10,000');
  });

  it('calls a stay the worker says is over 宿泊済み, and a coming one 予約済み, whatever the browser’s clock says', async () => {
    // The dates contradict the server's flag on this browser's clock: the flag decides.
    overrides = { stay_start_date: '2099-05-01', stay_end_date: '2099-05-02', stay_over: true };
    await renderPage(`/checkreserve/${CODE}`);
    expect((await screen.findByTestId('status')).textContent).toBe('宿泊済み');
    cleanup();
    overrides = { stay_start_date: '2020-05-01', stay_end_date: '2020-05-02', stay_over: false };
    await renderPage(`/checkreserve/${CODE}`);
    expect((await screen.findByTestId('status')).textContent).toBe('予約済み');
  });

  it('shows no payment panel for a booking paid at the hotel', async () => {
    await renderPage(`/checkreserve/${CODE}`);
    expect(await screen.findByText('Breakfast plan')).toBeTruthy();
    expect(screen.queryByTestId('payment-panel')).toBeNull();
  });

  it('offers no receipt while the worker would refuse one', async () => {
    canIssueReceipt = false;
    await renderPage(`/checkreserve/${CODE}`);
    expect(await screen.findByText('Breakfast plan')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '領収書を発行する' }), 'a stay not yet paid').toBeNull();
  });

  it('offers the receipt once the worker would issue one', async () => {
    canIssueReceipt = true;
    await renderPage(`/checkreserve/${CODE}`);
    expect(await screen.findByRole('link', { name: '領収書を発行する' })).toBeTruthy();
  });

  it('reads naturally in English: rooms listed with commas, one day in the singular, the name given name first', async () => {
    overrides = {
      cancel_policy: [
        { days_before: 1, percent: 30 },
        { days_before: 3, percent: 20 },
      ],
      change_deadline_days: 1,
      user_postcode: '150-0001',
      user_prefecture: 'JP-13',
      user_address: '1-1-1 Jingumae, Shibuya-ku',
    };
    await renderPage(`/en/checkreserve/${CODE}`);
    const room = await screen.findByText('Room 1');
    expect(room.closest('li')?.textContent, 'the room line').toBe(
      'Room 1 Adult (male): 1, Adult (female): 1',
    );
    expect(screen.getByText('From 1 day before check-in: 30% of the room charge')).toBeTruthy();
    expect(screen.getByText('From 3 days before check-in: 20% of the room charge')).toBeTruthy();
    expect(screen.getByText(/^Online changes are accepted until 1 day before check-in,/)).toBeTruthy();
    expect(screen.getByText('John Smith'), 'given name first, as on step 3 and in the mail').toBeTruthy();
    expect(screen.getByText('1 night'), 'one night in the singular, not "night(s)"').toBeTruthy();
    expect(screen.getByText('1 room')).toBeTruthy();
    expect(
      screen.getByText('Thu, Jan 1, 2026 10:00'),
      'the booking time written like the stay dates, not as 2026-01-01 10:00',
    ).toBeTruthy();
    expect(
      screen.getByText('150-0001 Tokyo 1-1-1 Jingumae, Shibuya-ku'),
      'the booker’s prefecture in the address, in English',
    ).toBeTruthy();
  });
});
