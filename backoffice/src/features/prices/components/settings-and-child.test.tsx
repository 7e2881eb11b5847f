// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { ChildPricesForm } from './child-prices-form';
import { ChildTypesForm } from './child-types-form';
import { ColorCalendar } from './color-calendar';
import { MemberDiscountForm } from './member-discount-form';

i18n.load('ja', {});
i18n.activate('ja');

const colors = [
  { color_id: 11, name: '平日', hex: '#4a90d9', display_order: 1, used_by_dates: 20, used_by_prices: 4 },
  { color_id: 12, name: '休前日', hex: '#f5a623', display_order: 2, used_by_dates: 8, used_by_prices: 4 },
];

let sent: unknown[];
let storedDates: { date: string; color_id: number }[] = [];
let storedChildPrices: { child_type: number; price_mode: 'percent' | 'fixed'; price_value: number }[] = [];
const api = startApiFakes(
  fakeGet('getchildprices', () => ({ child_prices: storedChildPrices, accepted_child_types: [1, 2] })),
  fakePost('updatechildprices', (body) => {
    sent.push(body);
    storedChildPrices = body.child_prices;
    return { child_prices: body.child_prices, accepted_child_types: [1, 2] };
  }),
  fakeGet('getcolordates', () => ({ dates: storedDates })),
  fakePost('updatecolordates', (body) => {
    sent.push(body);
    for (const { date, color_id } of body.dates ?? []) {
      storedDates = storedDates.filter((d) => d.date !== date);
      if (color_id !== null) storedDates.push({ date, color_id });
    }
    return { updated: 1, change_id: 7 };
  }),
  fakePost('undocolordates', (body) => {
    sent.push(body);
    storedDates = [{ date: '2027-01-01', color_id: 12 }];
    return { updated: 1 };
  }),
  fakePost('updatechildtype', (body) => {
    sent.push(body);
    return { child_types: body.child_types, languages: ['ja', 'en'] };
  }),
);

beforeEach(() => {
  sent = [];
  storedDates = [{ date: '2027-01-01', color_id: 12 }];
  storedChildPrices = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderIn(node: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <BackOfficeContext.Provider value={hotel1Office}>{node}</BackOfficeContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** Renders a screen as the page at `path` (screens read the page's language from the router). */
function renderAt(path: string, page: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderIn(<RouterProvider router={router} />);
}

const calendarAt = (onMonth: (month: string) => void = () => undefined) =>
  renderAt('/admin/hotel/price/settings?month=2027-01', () => (
    <ColorCalendar month="2027-01" colors={colors} readOnly={false} onMonth={onMonth} />
  ));

describe('the colour calendar', () => {
  it('shows each date’s colour, marks holidays, and gives a clicked date the chosen colour in one call', async () => {
    let month = '';
    calendarAt((m) => (month = m));
    expect(await screen.findByRole('button', { name: '2027-01-01 休前日 祝日' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('クリックした日に付ける料金ランク'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: '2027-01-05 販売しない' }));
    await screen.findByText(/^2027年1月5日\(火\)の料金ランクを「販売しない」から「平日」に変更しました。/);
    expect(sent).toEqual([{ hotel_id: 1, dates: [{ date: '2027-01-05', color_id: 11 }] }]);
    fireEvent.click(screen.getByRole('button', { name: '次の月' }));
    expect(month).toBe('2027-02');
  });

  it('says before a click that every plan’s price of the date changes, and puts the previous rank back with 元に戻す', async () => {
    calendarAt();
    const date = await screen.findByRole('button', { name: '2027-01-01 休前日 祝日' });
    fireEvent.change(screen.getByLabelText('クリックした日に付ける料金ランク'), { target: { value: '11' } });
    const notice = document.getElementById(date.getAttribute('aria-describedby') ?? '');
    expect(notice?.textContent, 'the date’s button is described by what a click does').toBe(
      '日付をクリックするか「期間に設定」を押すと、その日の料金ランクが「平日」になり、すべてのプランのその日の料金が「平日」の料金に変わります。 変更の後は「元に戻す」で戻せます。',
    );
    fireEvent.click(date);
    await waitFor(() =>
      expect(
        screen.getByRole('status').textContent,
        'after the click: what changed, for every plan, and the way back',
      ).toMatch(
        /^2027年1月1日\(金\)の料金ランクを「休前日」から「平日」に変更しました。すべてのプランのこの日の料金が変わりました。 元に戻す$/,
      ),
    );
    await screen.findByRole('button', { name: '2027-01-01 平日 祝日' });
    fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    await screen.findByText('1日の料金ランクを元に戻しました。すべてのプランの料金が変更前に戻りました。');
    expect(sent).toEqual([
      { hotel_id: 1, dates: [{ date: '2027-01-01', color_id: 11 }] },
      { hotel_id: 1, change_id: 7 },
    ]);
    expect(await screen.findByRole('button', { name: '2027-01-01 休前日 祝日' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '元に戻す' }), 'an undo is offered once').toBeNull();
  });

  it('says why when the date changed again before 元に戻す, and offers no second try', async () => {
    api.use(fakePost('undocolordates', () => apiError(409, 'changed_since')));
    calendarAt();
    fireEvent.click(await screen.findByRole('button', { name: '2027-01-05 販売しない' }));
    fireEvent.click(await screen.findByRole('button', { name: '元に戻す' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'この後に同じ日付が変更されたため、元に戻せませんでした。料金カレンダーを確認してください。',
    );
    expect(screen.queryByRole('button', { name: '元に戻す' })).toBeNull();
  });

  it('says before a click or a range that the dates go off sale for every plan', async () => {
    calendarAt();
    const date = await screen.findByRole('button', { name: '2027-01-01 休前日 祝日' });
    fireEvent.change(screen.getByLabelText('クリックした日に付ける料金ランク'), {
      target: { value: 'none' },
    });
    const described = date.getAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: '期間に設定' }).getAttribute('aria-describedby')).toBe(
      described,
    );
    expect(document.getElementById(described ?? '')?.textContent).toMatch(
      /^日付をクリックするか「期間に設定」を押すと、その日はすべてのプランで販売しなくなります。/,
    );
  });

  it('sets a range by weekday and holiday with one call', async () => {
    calendarAt();
    fireEvent.click(await screen.findByLabelText('土'));
    fireEvent.click(screen.getByLabelText('祝日'));
    fireEvent.click(screen.getByRole('button', { name: '期間に設定' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      hotel_id: 1,
      color_id: 11,
      from: '2027-01-01',
      to: '2027-01-31',
      weekdays: [6],
      holidays: true,
      day_before_holiday: false,
    });
  });
});

describe('the child types', () => {
  it('previews a percentage by calculateprice’s rule and saves the six types in the hotel’s languages', async () => {
    const types = [1, 2, 3, 4, 5, 6].map((child_type) => ({
      child_type,
      names: { ja: `区分${child_type}`, en: `Type ${child_type}` },
      age_from: 0,
      age_to: 12,
      price_mode: 'percent' as const,
      price_value: 70,
      uses_bed: true,
      with_meal: true,
    }));
    renderIn(<ChildTypesForm data={{ child_types: types, languages: ['ja', 'en'] }} readOnly={false} />);
    fireEvent.change(screen.getByLabelText('区分1の料金'), { target: { value: '33' } });
    expect(screen.getAllByText('大人10,000円のとき3,300円')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('区分2の名前（英語）'), { target: { value: 'Toddler' } });
    fireEvent.click(screen.getByRole('button', { name: '子供区分を保存' }));
    await screen.findByText('子供区分を保存しました。');
    const body = sent[0] as { child_types: typeof types };
    expect(body.child_types).toHaveLength(6);
    expect(body.child_types[0]?.price_value).toBe(33);
    expect(body.child_types[1]?.names).toEqual({ ja: '区分2', en: 'Toddler' });
  });

  it('marks the refused name, says why under it, gives it the focus and names it in the alert', async () => {
    api.use(
      fakePost('updatechildtype', () =>
        apiError(422, 'validation_failed', [
          { path: 'child_types.0.names.en', code: 'max_length', message: '' },
        ]),
      ),
    );
    const types = [1, 2].map((child_type) => ({
      child_type,
      names: { ja: `区分${child_type}`, en: `Elementary school, grades 4-6 ${child_type}` },
      age_from: 0,
      age_to: 12,
      price_mode: 'percent' as const,
      price_value: 70,
      uses_bed: true,
      with_meal: true,
    }));
    renderIn(<ChildTypesForm data={{ child_types: types, languages: ['ja', 'en'] }} readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: '子供区分を保存' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('入力内容を確認してください。 確認が必要な項目：区分1の名前（英語）');
    const input = screen.getByLabelText('区分1の名前（英語）');
    expect(input.getAttribute('aria-invalid'), 'the refused input is marked').toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '文字数が多すぎます。',
    );
    await waitFor(() => expect(document.activeElement, 'the first refused input has the focus').toBe(input));
    expect(screen.getByLabelText('区分2の名前（英語）').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('区分1の名前（日本語）').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the plan’s child prices', () => {
  it('keeps saying saved after the saved prices are read back', async () => {
    const types = [1, 2].map((child_type) => ({
      child_type,
      names: { ja: `区分${child_type}` },
      age_from: 0,
      age_to: 12,
      price_mode: 'percent' as const,
      price_value: 70,
      uses_bed: true,
      with_meal: true,
    }));
    renderAt('/admin/hotel/price/child-edit?plan_id=501', () => (
      <ChildPricesForm planId={501} types={types} readOnly={false} />
    ));
    fireEvent.click(await screen.findByRole('checkbox', { name: '区分1にこのプラン独自の料金を使う' }));
    fireEvent.change(screen.getByLabelText('区分1の料金の決め方'), { target: { value: 'fixed' } });
    fireEvent.change(screen.getByLabelText('区分1の料金'), { target: { value: '3300' } });
    fireEvent.click(screen.getByRole('button', { name: 'プランの子供料金を保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The list is read again after the save; the form then shows the stored prices.
    await waitFor(() =>
      expect((screen.getByLabelText('区分1の料金') as HTMLInputElement).value).toBe('3300'),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(
      screen.queryByText('プランの子供料金を保存しました。'),
      'the notice stays once the saved prices are read back',
    ).not.toBeNull();
  });
});

describe('the member discount', () => {
  it('marks a refused value under its input and names it in the alert', async () => {
    api.use(
      fakeGet('getmemberdiscount', () => ({
        member_discount: {
          hotel_id: 1,
          kind: 'percent' as const,
          value: 10,
          is_active: true,
          updated_at: '2027-01-01T00:00:00Z',
        },
      })),
      fakePost('updatememberdiscount', () =>
        apiError(422, 'validation_failed', [{ path: 'value', code: 'max_value', message: '' }]),
      ),
    );
    renderIn(<MemberDiscountForm readOnly={false} />);
    fireEvent.click(await screen.findByRole('button', { name: '会員割引を保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '入力内容を確認してください。 確認が必要な項目：割引の値',
    );
    const input = screen.getByLabelText('割引の値');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '値が大きすぎます。',
    );
  });
});
