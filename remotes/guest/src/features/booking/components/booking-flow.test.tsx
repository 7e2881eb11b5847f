// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hasUnsavedWork } from '@tomaru/ui/leave-guard';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfoQuery } from '../../../api/members';
import { withQueryCache } from '../../../testing/render-page';
import { loadCompleted } from '../model/completed';
import { BookingFlow } from './booking-flow';

i18n.load('ja', {});
i18n.activate('ja');

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
  checkin_times: ['15:00', '16:00'],
  accepted_child_types: [1],
  cancel_policy: [
    { days_before: 7, percent: 20 },
    { days_before: 0, percent: 100 },
  ],
  change_deadline_days: 1,
  rooms: [
    { room_id: 101, name: 'スタンダードツイン', description: '', min_guests: 1, max_guests: 3, beds: 3 },
  ],
};
const PRICE = {
  nights: [
    { date: '2027-04-15', amount_include_tax: 32_400 },
    { date: '2027-04-16', amount_include_tax: 32_400 },
  ],
  rooms: [],
  options: [],
  subtotal_include_tax: 64_800,
  total_exclude_tax: 58_910,
  total_exclude_tax_discounted: 58_910,
  discount: 0,
  discounts: [],
  total_include_tax: 64_800,
  consumption_tax: 5_890,
  spa_tax: 0,
  accommodation_tax: 2_400,
  amount_due: 67_200,
  payment_methods: ['local'],
  cancel_policy: PLAN.cancel_policy,
  change_deadline_days: 1,
  checkin_times: PLAN.checkin_times,
};

type Call = { path: string; url: string; body: unknown };
let calls: Call[];
let answers: Record<string, () => { status: number; body: unknown }>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  answers = {
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
          {
            child_type: 2,
            price_mode: 'percent',
            price_value: 50,
            uses_bed: true,
            accepted: false,
            name: '小学生低学年',
          },
        ],
      },
    }),
    '/api/getchildtype': () => ({
      status: 200,
      body: {
        child_types: [
          { child_type: 1, name: '小学生高学年', age_from: 10, age_to: 12, uses_bed: true, with_meal: true },
        ],
      },
    }),
    '/api/getoptions': () => ({ status: 200, body: { options: [] } }),
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
        ],
      },
    }),
    '/api/getinfo': () => ({
      status: 200,
      body: {
        info: {
          hotel_id: 1,
          name: 'トマル京都',
          seller: '株式会社トマルホテルズ',
          invoice_registration_number: 'T1234567890123',
          postcode: '600-8216',
          prefecture_name: '京都府',
          // As the seed writes it: the prefecture is part of the address in every language.
          address: '京都府京都市中京区烏丸通1-1',
          tel: '075-000-0001',
          email: 'kyoto@tomaru.example',
          checkin_time: '15:00',
          checkout_time: '11:00',
        },
      },
    }),
    '/api/calculateprice': () => ({ status: 200, body: PRICE }),
    '/api/book': () => ({
      status: 201,
      body: {
        reservation_id: 9,
        display_id: 'AB12CD34',
        status: 'booking',
        amount_due: 67_200,
        total_include_tax: 64_800,
      },
    }),
  };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = pathOf(input);
    calls.push({ path, url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[path]?.() ?? { status: 404, body: { error: { code: 'not_found' } } };
    return json(answer.status, answer.body);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The path of a request (the typed client asks for absolute URLs, the older calls for paths). */
const pathOf = (input: string) => new URL(String(input), 'http://localhost').pathname;

const SEARCH =
  '?plan_id=101&room_id=101&checkin=2027-04-15&checkout=2027-04-17&rooms=%5B%7B%22male_num%22%3A1%2C%22female_num%22%3A1%2C%22child_type_1%22%3A1%7D%5D';

function renderFlow(onBooked = vi.fn(), search = SEARCH, queryClient = createQueryClient()) {
  render(
    withQueryCache(
      <I18nProvider i18n={i18n}>
        <BookingFlow
          hotelId={1}
          hotel={{ hotel_id: 1, name: 'トマル京都', chain_id: 1, status: 'normal' }}
          lang="ja"
          search={search}
          onBooked={onBooked}
        />
      </I18nProvider>,
      queryClient,
    ),
  );
  return onBooked;
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const current = () => document.querySelector('[aria-current="step"]')?.textContent;

describe('reservation flow', () => {
  it('leaves the booker empty when the member whose profile is cached has signed out in this tab', async () => {
    const queryClient = createQueryClient();
    // Read while signed in earlier in this page load; no session now.
    queryClient.setQueryData(userInfoQuery().queryKey, {
      last_name: '前田',
      email: 'previous@example.com',
    } as never);
    renderFlow(vi.fn(), SEARCH, queryClient);
    await screen.findByTestId('amount-due', {}, { timeout: 2000 });
    fireEvent.click(screen.getByLabelText('電車'));
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    await waitFor(() => expect(heading()).toBe('お客様情報の入力'));
    expect(
      (screen.getByLabelText('姓') as HTMLInputElement).value,
      "another person's name never fills the form",
    ).toBe('');
    expect((screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('');
  });

  it('walks through the three steps, keeps what was entered going back, and books', async () => {
    const onBooked = renderFlow();
    await screen.findByText('朝食付きプラン');
    expect(current()).toBe('ご予約条件と料金');
    expect(hasUnsavedWork(), 'nothing entered yet: leaving asks nothing').toBe(false);
    expect((screen.getByLabelText('チェックイン日') as HTMLInputElement).value).toBe('2027-04-15');
    expect(((await screen.findByLabelText('小学生高学年')) as HTMLSelectElement).value).toBe('1');
    await screen.findByTestId('amount-due', {}, { timeout: 2000 });
    expect(screen.getByTestId('amount-due').textContent).toBe('￥67,200');

    // The mandatory question stops the guest, next to the question.
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    expect(await screen.findByText('必須の質問にお答えください。')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name'), 'focus goes to the first field to fix').toBe(
      'question-11',
    );
    expect(heading()).toBe('ご予約条件と料金');
    fireEvent.click(screen.getByLabelText('電車'));
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    await waitFor(() => expect(heading()).toBe('お客様情報の入力'));
    expect(current()).toBe('お客様情報');

    // Kana are required in Japanese; every issue shows next to its field.
    fireEvent.change(screen.getByLabelText('姓'), { target: { value: '山田' } });
    fireEvent.click(screen.getByRole('button', { name: '予約内容の確認へ進む' }));
    expect(await screen.findAllByText('入力してください。')).not.toHaveLength(0);
    expect(screen.getByText('チェックイン時刻を選択してください。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('名'), { target: { value: '花子' } });
    fireEvent.change(screen.getByLabelText('セイ（全角カタカナ）'), { target: { value: 'やまだ' } });
    fireEvent.change(screen.getByLabelText('メイ（全角カタカナ）'), { target: { value: 'ハナコ' } });
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'hanako@example.com' } });
    fireEvent.change(screen.getByLabelText('メールアドレス（確認用）'), {
      target: { value: 'hanako@example.jp' },
    });
    fireEvent.change(screen.getByLabelText('電話番号'), { target: { value: '090-1234-5678' } });
    fireEvent.change(screen.getByLabelText('チェックイン予定時刻'), { target: { value: '16:00' } });
    fireEvent.click(screen.getByRole('button', { name: '予約内容の確認へ進む' }));
    expect(await screen.findByText('全角カタカナで入力してください。')).toBeTruthy();
    expect(screen.getByText('確認用のメールアドレスが一致しません。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('セイ（全角カタカナ）'), { target: { value: 'ヤマダ' } });
    fireEvent.change(screen.getByLabelText('メールアドレス（確認用）'), {
      target: { value: 'hanako@example.com' },
    });

    // Back to step 1 and forward again: nothing entered is lost.
    fireEvent.click(screen.getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(heading()).toBe('ご予約条件と料金'));
    expect((screen.getByLabelText('電車') as HTMLInputElement).checked).toBe(true);
    await screen.findByTestId('amount-due');
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    await waitFor(() => expect(heading()).toBe('お客様情報の入力'));
    expect((screen.getByLabelText('セイ（全角カタカナ）') as HTMLInputElement).value).toBe('ヤマダ');
    fireEvent.click(screen.getByRole('button', { name: '予約内容の確認へ進む' }));
    await waitFor(() => expect(heading()).toBe('ご予約内容の確認'));
    await waitFor(() => expect(hasUnsavedWork(), 'leaving the confirmation asks first').toBe(true));

    // Final confirmation: priced again, the seller, and the agreement before booking.
    await screen.findByTestId('amount-due');
    expect(screen.getByTestId('amount-due').textContent).toBe('￥67,200');
    expect(screen.getByText('株式会社トマルホテルズ')).toBeTruthy();
    expect(
      screen.getByText(/〒600-8216/).textContent,
      'the prefecture once, as the address already names it',
    ).toBe('〒600-8216 京都府京都市中京区烏丸通1-1');
    expect(screen.getByText('7日前から：宿泊料金の20%')).toBeTruthy();
    expect((screen.getByLabelText(/現地払い/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '予約を確定する' }));
    expect(await screen.findByText('内容に同意のうえお進みください。')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/book')).toBe(false);
    fireEvent.click(screen.getByLabelText(/同意します/));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '予約を確定する' }));
    });
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(hasUnsavedWork(), 'booked: going to the completion page asks nothing').toBe(false);
    const book = calls.find((c) => c.path === '/api/book')?.body as Record<string, unknown>;
    expect(book).toMatchObject({
      hotel_id: 1,
      plan_id: 101,
      room_id: 101,
      checkin: '2027-04-15',
      checkout: '2027-04-17',
      rooms: [{ male_num: 1, female_num: 1, child_type_1: 1 }],
      checkin_time: '16:00',
      payment_method: 'local',
      answers: [{ question_id: 11, choice_id: 2 }],
      agree: true,
      lang: 'ja',
    });
    expect(loadCompleted()?.display_id).toBe('AB12CD34');
    expect(sessionStorage.getItem('tomaru.booking.1'), 'the flow is forgotten once booked').toBeNull();
  });

  it('goes on to step 2 when Next is clicked while the price of a changed count is still coming', async () => {
    let release: () => void = () => {};
    renderFlow();
    await screen.findByText('朝食付きプラン');
    fireEvent.click(await screen.findByLabelText('電車'));
    await screen.findByTestId('amount-due', {}, { timeout: 2000 });
    // From now on the price answers only when the test lets it.
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const priced = answers['/api/calculateprice'];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const path = pathOf(input);
      calls.push({ path, url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/calculateprice') await gate;
      const answer = (path === '/api/calculateprice' ? priced : answers[path])?.() ?? {
        status: 404,
        body: { error: { code: 'not_found' } },
      };
      return json(answer.status, answer.body);
    });
    fireEvent.change(screen.getByLabelText('大人（男性）'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    expect(
      await screen.findByText('料金を計算しています。計算が終わると次へ進みます。'),
      'the click says what it waits for',
    ).toBeTruthy();
    expect(heading()).toBe('ご予約条件と料金');
    release();
    await waitFor(
      () => expect(heading(), 'the click is not lost: it goes on once priced').toBe('お客様情報の入力'),
      {
        timeout: 2000,
      },
    );
  });

  it('sends a sold-out stay back to step 1 with the message and the waiting list', async () => {
    renderFlow();
    fireEvent.click(await screen.findByLabelText('車'));
    await screen.findByTestId('amount-due');
    answers['/api/calculateprice'] = () => ({
      status: 409,
      body: {
        error: {
          code: 'unavailable_date',
          message: '',
          issues: [{ path: 'checkin', code: 'sold_out', message: '' }],
        },
      },
    });
    fireEvent.change(screen.getByLabelText('チェックアウト日'), { target: { value: '2027-04-18' } });
    expect(
      await screen.findByText(
        'ご指定の日程は満室または販売期間外のため、ご予約いただけません。',
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'キャンセル待ちに登録する' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    expect(heading(), 'a sold-out stay cannot go on').toBe('ご予約条件と料金');

    answers['/api/createwaiting'] = () => ({ status: 201, body: { waiting_id: 3, status: 'waiting' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル待ちに登録' }));
    expect(await screen.findAllByText('入力してください。')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('お名前'), { target: { value: '山田 花子' } });
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'wait@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル待ちに登録' }));
    await screen.findByTestId('waiting-done');
    expect(calls.find((c) => c.path === '/api/createwaiting')?.body).toMatchObject({
      hotel_id: 1,
      plan_id: 101,
      room_id: 101,
      checkin: '2027-04-15',
      checkout: '2027-04-18',
      name: '山田 花子',
      email: 'wait@example.com',
    });
    expect(heading()).toBe('ご予約条件と料金');
  });

  it('ignores bad query parameters and asks for what is missing', async () => {
    renderFlow(vi.fn(), '?plan_id=abc&checkin=2027-02-30&rooms=%5B%7B%7D%5D');
    const plan = (await screen.findByLabelText('プラン')) as HTMLSelectElement;
    expect(plan.value).toBe('');
    expect((screen.getByLabelText('チェックイン日') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
    expect(await screen.findAllByText('日付を選択してください。')).toHaveLength(2);
    expect(screen.getByText('入力してください。')).toBeTruthy();
  });

  it('offers the secret plan of the link, selected, and prices it', async () => {
    const SECRET = { ...PLAN, plan_id: 103, title: '会員限定プラン', is_secret: true };
    answers['/api/getsecretplan'] = () => ({ status: 200, body: { plan: SECRET } });
    renderFlow(
      vi.fn(),
      '?room_id=101&checkin=2027-04-15&checkout=2027-04-16&rooms=%5B%7B%22male_num%22%3A2%7D%5D&secret=members-only',
    );
    expect(await screen.findByText('会員限定プラン', { selector: 'strong' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/getsecretplan')).toBe(true);
    await screen.findByTestId('amount-due', {}, { timeout: 2000 });
    const priced = calls.filter((c) => c.path === '/api/calculateprice').at(-1)?.body;
    expect(priced, 'the secret plan is the one priced').toMatchObject({ plan_id: 103, room_id: 101 });
    expect(priced, 'the price of a secret plan needs its key').toMatchObject({ secret_url: 'members-only' });
    for (const path of ['/api/getoptions', '/api/getquestions', '/api/getchildavails']) {
      const named = calls.filter((c) => c.path === path && c.url.includes('plan_id=103'));
      expect(named.length, `${path} is asked for the secret plan`).toBeGreaterThan(0);
      for (const c of named)
        expect(c.url, `${path} sends the secret plan's key`).toContain('secret_url=members-only');
    }
  });

  it('restores the party after a reload of the same link', async () => {
    renderFlow();
    fireEvent.change(await screen.findByLabelText('小学生高学年'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('大人（男性）'), { target: { value: '2' } });
    cleanup();
    renderFlow();
    expect(((await screen.findByLabelText('小学生高学年')) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByLabelText('大人（男性）') as HTMLSelectElement).value).toBe('2');
  });
});
