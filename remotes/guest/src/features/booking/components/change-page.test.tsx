// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readBookingKey, saveBookingKey } from '@tomaru/ui/booking-key';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import { loadCompleted } from '../model/completed';
import { parseBookingQuery } from '../model/flow-state';
import { ChangePage } from './change-page';

const CODE = 'K7Q2M9XH4T';
const EMAIL = 'hanako@example.com';

const PLAN = {
  plan_id: 101,
  hotel_id: 1,
  title: '朝食付きプラン',
  description: '',
  meal_type: 'breakfast',
  payment_mode: 'both',
  payment_methods: ['local'],
  min_nights: 1,
  max_nights: 14,
  checkin_times: ['15:00', '16:00', '17:00'],
  accepted_child_types: [1],
  cancel_policy: [{ days_before: 7, percent: 20 }],
  change_deadline_days: 1,
  rooms: [
    { room_id: 101, name: 'スタンダードツイン', description: '', min_guests: 1, max_guests: 4, beds: 4 },
  ],
};

/** A reservation as getbookingbycode answers it: everything the guest entered. */
const RESERVATION = {
  reservation_id: 41,
  display_id: CODE,
  status: 'booking',
  lang: 'ja',
  hotel_id: 1,
  hotel_name: 'トマル京都',
  hotel: { name: 'トマル京都', tel: '075-000-0001' },
  plan_id: 101,
  room_id: 101,
  plan_title: '朝食付きプラン',
  room_name: 'スタンダードツイン',
  stay_start_date: '2027-04-15',
  stay_end_date: '2027-04-17',
  checkin_time: '17:00',
  numbers: [
    {
      male_num: 1,
      female_num: 1,
      child_type_1: 1,
      child_type_2: 0,
      child_type_3: 0,
      child_type_4: 0,
      child_type_5: 0,
      child_type_6: 0,
    },
  ],
  user_last_name: '山田',
  user_first_name: '花子',
  user_last_name_kana: 'ヤマダ',
  user_first_name_kana: 'ハナコ',
  user_gender: 'woman',
  user_mail1: EMAIL,
  user_postcode: '600-8216',
  user_prefecture: 'JP-26',
  user_address: '京都市下京区',
  user_tel1: '090-1234-5678',
  user_tel1_type: 'cellphone',
  user_tel2: '',
  user_tel2_type: null,
  user_birthday: null,
  note: '禁煙のお部屋を希望します',
  lodger_last_name: '山田',
  lodger_first_name: '太郎',
  lodger_last_name_kana: 'ヤマダ',
  lodger_first_name_kana: 'タロウ',
  lodger_gender: 'man',
  lodger_tel: '080-1111-2222',
  lodger_mail: 'taro@example.com',
  lodger_prefecture: '',
  lodger_address: '',
  options: [
    { question_id: 11, choice_id: 2, answered_choice_text: '電車' },
    { question_id: 12, choice_id: null, answered_choice_text: '記念日です' },
  ],
  additional_options: [{ additional_option_id: 11, name: '夕食', num: 2, price: 5_500 }],
  total_include_tax: 75_800,
  amount_due: 78_200,
  payment_method: 'local',
};

const PRICE = {
  nights: [
    { date: '2027-04-16', amount_include_tax: 40_000 },
    { date: '2027-04-17', amount_include_tax: 40_000 },
  ],
  rooms: [],
  options: [],
  subtotal_include_tax: 91_000,
  total_exclude_tax: 82_728,
  total_exclude_tax_discounted: 82_728,
  discount: 0,
  discounts: [],
  total_include_tax: 91_000,
  consumption_tax: 8_272,
  spa_tax: 0,
  accommodation_tax: 2_400,
  amount_due: 93_400,
  payment_methods: ['local'],
  cancel_policy: PLAN.cancel_policy,
  change_deadline_days: 1,
  checkin_times: PLAN.checkin_times,
};

type Call = { path: string; query: string; body: unknown };
let calls: Call[];
let answers: Record<string, () => { status: number; body: unknown }>;
let rules: { can_change: boolean; can_cancel: boolean; reason?: string };

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  rules = { can_change: true, can_cancel: true };
  answers = {
    '/api/getbookingbycode': () => ({ status: 200, body: { reservation: RESERVATION, rules } }),
    '/api/gethotelinfo': () => ({
      status: 200,
      body: { hotel: { hotel_id: 1, name: 'トマル京都', chain_id: 1, status: 'normal' } },
    }),
    '/api/getplans': () => ({ status: 200, body: { plans: [PLAN] } }),
    '/api/getchildavails': () => ({
      status: 200,
      body: {
        child_avails: [
          {
            child_type: 1,
            price_mode: 'percent',
            price_value: 70,
            uses_bed: true,
            accepted: true,
            name: '小学生高学年',
          },
        ],
      },
    }),
    '/api/getchildtype': () => ({ status: 200, body: { child_types: [] } }),
    '/api/getoptions': () => ({
      status: 200,
      body: {
        options: [{ additional_option_id: 11, name: '夕食', unit_price: 5_500, max_num: 4, required: false }],
      },
    }),
    '/api/getquestions': () => ({
      status: 200,
      body: {
        questions: [
          {
            question_id: 11,
            kind: 'choice',
            text: 'ご来館の交通手段',
            mandatory: true,
            choices: [
              { choice_id: 1, text: '車' },
              { choice_id: 2, text: '電車' },
            ],
          },
          { question_id: 12, kind: 'text', text: 'ご要望', mandatory: false, choices: [] },
        ],
      },
    }),
    '/api/getinfo': () => ({ status: 200, body: { info: { hotel_id: 1, name: 'トマル京都', seller: '' } } }),
    '/api/calculateprice': () => ({ status: 200, body: PRICE }),
    '/api/changebooking': () => ({
      status: 201,
      body: {
        reservation_id: 42,
        display_id: 'NEW2345678',
        status: 'booking',
        amount_due: 93_400,
        total_include_tax: 91_000,
        before_reservation_id: 41,
      },
    }),
  };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    // The typed client asks for absolute URLs, the older calls for paths: compare the paths.
    const url = new URL(String(input), 'http://localhost');
    const [path, query] = [url.pathname, url.search.slice(1)];
    calls.push({ path, query, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[path]?.() ?? { status: 404, body: { error: { code: 'not_found' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(initial = `/updatereserve?code=${CODE}`) {
  return renderAtRoute(initial, () => <ChangePage />, {
    others: {
      '/checkbooking': 'lookup page',
      '/checkreserve/$id': 'detail page',
      '/complete': 'change completion page',
    },
  });
}

const value = (label: string | RegExp) =>
  (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
const stepHeading = () => document.querySelector('h2[tabindex="-1"]')?.textContent;

describe('changing a reservation (/updatereserve)', () => {
  it('asks for the display id and e-mail first when this tab has no key for the code', async () => {
    const router = renderPage();
    await screen.findByText('lookup page');
    expect(router.state.location.href).toBe(`/checkbooking?code=${CODE}`);
    expect(calls.some((c) => c.path === '/api/getbookingbycode')).toBe(false);
  });

  it('says why and shows no form when the reservation can no longer be changed', async () => {
    saveBookingKey({ code: CODE, email: EMAIL });
    rules = { can_change: false, can_cancel: false, reason: 'deadline_passed' };
    renderPage();
    expect((await screen.findByTestId('change-reason')).textContent).toBe(
      '変更期限を過ぎているため、オンラインでは変更できません。施設へ直接お問い合わせください。',
    );
    expect(screen.queryByLabelText('チェックイン日')).toBeNull();
    expect(screen.getByRole('link', { name: '予約内容の確認へ戻る' }).getAttribute('href')).toBe(
      `/checkreserve/${CODE}`,
    );
  });

  it('fills the three steps with everything the guest entered and sends the change', async () => {
    saveBookingKey({ code: CODE, email: EMAIL });
    const router = renderPage();

    // Step 1: titled as the change of this reservation, the old stay above, every condition filled.
    expect((await screen.findByTestId('change-of')).textContent).toContain(CODE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ご予約の変更');
    expect(screen.getByTestId('previous-stay').textContent).toContain('￥78,200');
    await screen.findByText('朝食付きプラン', { selector: 'strong' });
    expect(value('チェックイン日')).toBe('2027-04-15');
    expect(value('チェックアウト日')).toBe('2027-04-17');
    expect(value('大人（男性）')).toBe('1');
    expect(value('大人（女性）')).toBe('1');
    expect(((await screen.findByLabelText('小学生高学年')) as HTMLSelectElement).value).toBe('1');
    expect(((await screen.findByLabelText('夕食（￥5,500）')) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('電車') as HTMLInputElement).checked).toBe(true);
    expect(value('ご要望')).toBe('記念日です');

    // The guest moves the stay by a day and adds an adult.
    fireEvent.change(screen.getByLabelText('チェックイン日'), { target: { value: '2027-04-16' } });
    fireEvent.change(screen.getByLabelText('チェックアウト日'), { target: { value: '2027-04-18' } });
    fireEvent.change(screen.getByLabelText('大人（男性）'), { target: { value: '2' } });
    await screen.findByTestId('amount-due', {}, { timeout: 2000 });
    await waitFor(() => expect(screen.getByTestId('amount-due').textContent).toBe('￥93,400'));
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));

    // Step 2: booker, lodger, check-in time and note as they were.
    await waitFor(() => expect(stepHeading()).toBe('お客様情報の入力'));
    const field = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value;
    expect(field('bk-user-last_name')).toBe('山田');
    expect(field('bk-user-first_name')).toBe('花子');
    expect(field('bk-user-last_name_kana')).toBe('ヤマダ');
    expect(field('bk-user-mail1')).toBe(EMAIL);
    expect(value('メールアドレス（確認用）')).toBe(EMAIL);
    expect(field('bk-user-tel1')).toBe('090-1234-5678');
    expect(field('bk-user-postcode')).toBe('600-8216');
    expect(field('bk-user-prefecture')).toBe('JP-26');
    expect((screen.getByLabelText('ご予約者と宿泊される方が異なる') as HTMLInputElement).checked).toBe(true);
    expect(field('bk-lodger-first_name')).toBe('太郎');
    expect(field('bk-lodger-tel1')).toBe('080-1111-2222');
    expect(value('チェックイン予定時刻')).toBe('17:00');
    expect(value('ご要望・備考（任意）')).toBe('禁煙のお部屋を希望します');
    fireEvent.click(screen.getByRole('button', { name: '予約内容の確認へ進む' }));

    // Step 3: the new amounts beside the old one, the terms, the agreement.
    await waitFor(() => expect(stepHeading()).toBe('ご予約内容の確認'));
    await screen.findByTestId('amount-due');
    const compare = screen.getByTestId('before-price').textContent ?? '';
    expect(compare).toContain('変更前のお支払い金額￥78,200');
    expect(compare).toContain('変更後のお支払い金額￥93,400');
    expect(screen.getByTestId('cancel-terms')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/同意します/));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '変更を確定する' }));
    });

    await screen.findByText('change completion page');
    expect(router.state.location.pathname).toBe('/complete');
    const sent = calls.find((c) => c.path === '/api/changebooking')?.body;
    expect(sent).toEqual({
      code: CODE,
      email: EMAIL,
      booking: {
        hotel_id: 1,
        plan_id: 101,
        room_id: 101,
        checkin: '2027-04-16',
        checkout: '2027-04-18',
        rooms: [{ ...RESERVATION.numbers[0], male_num: 2 }],
        additional_options: [{ additional_option_id: 11, num: 2 }],
        lang: 'ja',
        checkin_time: '17:00',
        payment_method: 'local',
        user: {
          last_name: '山田',
          first_name: '花子',
          last_name_kana: 'ヤマダ',
          first_name_kana: 'ハナコ',
          gender: 'woman',
          mail1: EMAIL,
          postcode: '600-8216',
          prefecture: 'JP-26',
          address: '京都市下京区',
          tel1: '090-1234-5678',
          tel1_type: 'cellphone',
          tel2: '',
          birthday: '',
        },
        lodger: {
          last_name: '山田',
          first_name: '太郎',
          last_name_kana: 'ヤマダ',
          first_name_kana: 'タロウ',
          gender: 'man',
          mail1: 'taro@example.com',
          postcode: '',
          prefecture: '',
          address: '',
          tel1: '080-1111-2222',
          tel2: '',
          birthday: '',
        },
        note: '禁煙のお部屋を希望します',
        answers: [
          { question_id: 11, choice_id: 2 },
          { question_id: 12, text: '記念日です' },
        ],
        agree: true,
      },
    });
    expect(
      calls.some((c) => c.path === '/api/book'),
      'a change never books a second stay',
    ).toBe(false);
    expect(loadCompleted()).toMatchObject({
      display_id: 'NEW2345678',
      amount_due: 93_400,
      checkin: '2027-04-16',
      change: { before_display_id: CODE, before_amount_due: 78_200 },
    });
    expect(readBookingKey('NEW2345678'), 'the new reservation opens in this tab').toEqual({
      code: 'NEW2345678',
      email: EMAIL,
    });
    expect(sessionStorage.getItem(`tomaru.change.${CODE}`), 'the change is forgotten once done').toBeNull();
  });

  it('shows the reason when the server refuses the change, and field issues under booking. at their field', async () => {
    saveBookingKey({ code: CODE, email: EMAIL });
    renderPage();
    await screen.findByTestId('amount-due', {}, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    await waitFor(() => expect(stepHeading()).toBe('お客様情報の入力'));
    fireEvent.click(screen.getByRole('button', { name: '予約内容の確認へ進む' }));
    await waitFor(() => expect(stepHeading()).toBe('ご予約内容の確認'));
    await screen.findByTestId('amount-due');
    fireEvent.click(screen.getByLabelText(/同意します/));

    answers['/api/changebooking'] = () => ({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: '',
          issues: [{ path: 'booking.user.tel1', code: 'invalid_tel', message: '' }],
        },
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '変更を確定する' }));
    });
    await waitFor(() => expect(stepHeading()).toBe('お客様情報の入力'));
    expect(
      screen.getByText('電話番号の形式が正しくありません（例: 090-1234-5678 / +1 415 555 0100）。'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '予約内容の確認へ進む' }));
    await waitFor(() => expect(stepHeading()).toBe('ご予約内容の確認'));
    await screen.findByTestId('amount-due');
    expect((screen.getByLabelText(/同意します/) as HTMLInputElement).checked, 'still agreed').toBe(true);
    answers['/api/changebooking'] = () => ({
      status: 409,
      body: {
        error: {
          code: 'not_changeable',
          message: '',
          issues: [{ path: 'code', code: 'deadline_passed', message: '' }],
        },
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '変更を確定する' }));
    });
    expect(
      await screen.findByText(
        '変更期限を過ぎているため、オンラインでは変更できません。施設へ直接お問い合わせください。',
      ),
    ).toBeTruthy();
    expect(loadCompleted()).toBeNull();
  });
});

describe('booking a secret plan', () => {
  it('reads the secret key of the link', () => {
    expect(parseBookingQuery('?plan_id=103&secret=members-only').secret).toBe('members-only');
    expect(parseBookingQuery('?plan_id=103&secret=../x').secret, 'a malformed key is ignored').toBe('');
  });
});
