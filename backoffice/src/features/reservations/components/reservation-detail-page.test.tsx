// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { ReservationDetailPage } from './reservation-detail-page';

i18n.load('ja', {});
i18n.activate('ja');

const office = hotel1Office;

type Detail = GetAnswer<Client['api']['api'], 'getreservation'>['reservation'];
const detail: Detail = {
  reservation_id: 7,
  display_id: 'ABCD2345',
  hotel_id: 1,
  plan_id: 101,
  room_id: 101,
  member_id: null,
  created_at: '2026-07-01T10:00:00+09:00',
  updated_at: '2026-07-01T10:00:00+09:00',
  lang: 'ja',
  status: 'booking',
  payment_method: 'local',
  hotel_name: 'トマル京都',
  plan_title: '朝夕食付きプラン',
  room_name: '和室',
  stay_start_date: '2026-08-01',
  stay_end_date: '2026-08-03',
  checkin_time: '16:00',
  room_count: 1,
  night_count: 2,
  adults: 2,
  children: 0,
  guests: 2,
  user_last_name: '佐藤',
  user_first_name: '太郎',
  user_last_name_kana: 'サトウ',
  user_first_name_kana: 'タロウ',
  user_gender: null,
  user_mail1: 'taro@example.com',
  user_mail2: '',
  user_postcode: '',
  user_prefecture: '',
  user_address: '',
  user_tel1: '090-1234-5678',
  user_tel1_type: null,
  user_tel2: '',
  user_tel2_type: null,
  user_birthday: null,
  lodger_last_name: '',
  lodger_first_name: '',
  lodger_last_name_kana: '',
  lodger_first_name_kana: '',
  lodger_gender: null,
  lodger_tel: '',
  lodger_mail: '',
  lodger_prefecture: '',
  lodger_address: '',
  access: '',
  note: '到着が遅れます',
  hotel_memo: '',
  subtotal_include_tax: 30_000,
  total_exclude_tax: 27_273,
  total_exclude_tax_discounted: 27_273,
  discount: 0,
  member_discount: 0,
  total_include_tax: 30_000,
  consumption_tax: 2_727,
  spa_tax: 0,
  accommodation_tax: 0,
  amount_due: 30_000,
  breakdown: { nights: [{ date: '2026-08-01', amount_include_tax: 15_000 }] },
  open_coupon: null,
  closed_coupon: null,
  combined_coupon: null,
  cancel_policy: [],
  change_deadline_days: 0,
  before_reservation_id: null,
  hotel_reserve_no: '',
  canceled_at: null,
  payment_deadline_at: null,
  cancel_fee: null,
  rooms: [
    {
      room_index: 0,
      male_num: 1,
      female_num: 1,
      child_type_1: 0,
      child_type_2: 1,
      child_type_3: 0,
      child_type_4: 0,
      child_type_5: 0,
      child_type_6: 0,
    },
  ],
  child_types: [
    { child_type: 1, names: { ja: '小学生高学年' } },
    { child_type: 2, names: { ja: '小学生低学年', en: 'Elementary school, grades 1–3' } },
  ],
  nights: [],
  answers: [],
  additional_options: [],
};

let memo: string;
let paymentMethod: Detail['payment_method'];
let reads: { detail: number; emails: number };
startApiFakes(
  fakeGet('getreservation', (url) => {
    reads.detail++;
    return url.searchParams.get('reservation_id') === '7'
      ? { reservation: { ...detail, hotel_memo: memo, payment_method: paymentMethod } }
      : apiError(404, 'reservation_not_found');
  }),
  fakeGet('getreservationpayments', () => ({
    payments: [
      {
        order_number: 'T7B',
        method: 'epsilon' as const,
        state: 'paid' as const,
        books_reservation: true,
        amount: 30_000,
        refunded_amount: 0,
        provider_ref: 'TRANS1',
        failure_code: null,
        created_at: '2026-07-01T10:00:00+09:00',
        paid_at: '2026-07-01T10:01:00+09:00',
      },
    ],
    events: [],
  })),
  fakeGet('getreservationemails', () => {
    reads.emails++;
    return { emails: [] };
  }),
  fakePost('updatereservationmemo', (body) => {
    memo = body.memo;
    return { reservation_id: body.reservation_id, hotel_memo: memo, updated_at: '2026-07-02T09:30:00+09:00' };
  }),
);

beforeEach(() => {
  memo = '';
  paymentMethod = 'local';
  reads = { detail: 0, emails: 0 };
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderDetail() {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/admin/hotel/reservation/edit',
    component: () => (
      <BackOfficeContext.Provider value={office}>
        <ReservationDetailPage params={{}} search={{ reservation_id: 7 }} />
      </BackOfficeContext.Provider>
    ),
  });
  const history = createMemoryHistory({ initialEntries: ['/admin/hotel/reservation/edit?reservation_id=7'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={createRouter({ routeTree: root.addChildren([page]), history })} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the reservation detail', () => {
  it('shows the prepayment of a prepaid reservation, and no payment section for one paid at the hotel', async () => {
    paymentMethod = 'epsilon';
    renderDetail();
    const panel = await screen.findByTestId('payment-panel');
    expect(panel.textContent).toContain('T7B');
    expect(screen.getByRole('heading', { name: '事前決済', level: 2 })).toBeTruthy();
    cleanup();
    paymentMethod = 'local';
    renderDetail();
    await screen.findByRole('heading', { name: '予約 ABCD2345', level: 1 });
    expect(screen.queryByRole('heading', { name: '事前決済' })).toBeNull();
  });

  it('offers no cancel for a JTB reservation and says JTB settles it; a booked one paid at the hotel can be cancelled', async () => {
    paymentMethod = 'jtb';
    renderDetail();
    await screen.findByTestId('rsv-jtb-cancel');
    expect(screen.queryByRole('button', { name: '予約をキャンセルする' })).toBeNull();
    cleanup();
    paymentMethod = 'local';
    renderDetail();
    await screen.findByRole('button', { name: '予約をキャンセルする' });
    expect(screen.queryByTestId('rsv-jtb-cancel')).toBeNull();
  });

  it('shows what the guest entered and the price the guest agreed to', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: '予約 ABCD2345', level: 1 });
    expect(screen.getByText('到着が遅れます')).toBeTruthy();
    expect(screen.getByTestId('amount-due').textContent).toBe('￥30,000');
  });

  it("names the child type as the hotel does and the booking's language by its name, not by their codes", async () => {
    renderDetail();
    await screen.findByRole('heading', { name: '予約 ABCD2345', level: 1 });
    const page = document.body.textContent ?? '';
    expect(page).toContain('子供（小学生低学年）1名');
    expect(page, 'no child type number').not.toContain('区分2');
    const language = screen.getByText('予約時の言語').nextElementSibling?.textContent;
    expect(language).toBe('日本語');
  });

  it('saves the memo, says when, and reads the reservation again', async () => {
    renderDetail();
    const field = await screen.findByLabelText('ホテル用メモ（お客様には表示されません）');
    fireEvent.change(field, { target: { value: '窓側希望' } });
    fireEvent.click(screen.getByRole('button', { name: 'メモを保存' }));
    await screen.findByText('メモを保存しました（2026/07/02 09:30）。');
    expect(memo, 'the server got the memo').toBe('窓側希望');
    await waitFor(() => expect(reads.detail, 'the detail is read again after the write').toBe(2));
    expect((field as HTMLTextAreaElement).value).toBe('窓側希望');
  });

  it('refuses a memo over 2,000 characters without sending it', async () => {
    renderDetail();
    const field = await screen.findByLabelText('ホテル用メモ（お客様には表示されません）');
    // The textarea's maxLength stops typing; a paste through script still meets the schema.
    fireEvent.change(field, { target: { value: 'あ'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'メモを保存' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(memo, 'nothing was saved').toBe('');
  });
});
