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
import { fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { ChildPricesForm } from './child-prices-form';
import { ChildTypesForm } from './child-types-form';
import { ColorCalendar } from './color-calendar';

i18n.load('ja', {});
i18n.activate('ja');

const colors = [
  { color_id: 11, name: '平日', hex: '#4a90d9', display_order: 1, used_by_dates: 20, used_by_prices: 4 },
  { color_id: 12, name: '休前日', hex: '#f5a623', display_order: 2, used_by_dates: 8, used_by_prices: 4 },
];

let sent: unknown[];
let storedChildPrices: { child_type: number; price_mode: 'percent' | 'fixed'; price_value: number }[] = [];
startApiFakes(
  fakeGet('getchildprices', () => ({ child_prices: storedChildPrices, accepted_child_types: [1, 2] })),
  fakePost('updatechildprices', (body) => {
    sent.push(body);
    storedChildPrices = body.child_prices;
    return { child_prices: body.child_prices, accepted_child_types: [1, 2] };
  }),
  fakeGet('getcolordates', () => ({ dates: [{ date: '2027-01-01', color_id: 12 }] })),
  fakePost('updatecolordates', (body) => {
    sent.push(body);
    return { updated: 1 };
  }),
  fakePost('updatechildtype', (body) => {
    sent.push(body);
    return { child_types: body.child_types, languages: ['ja', 'en'] };
  }),
);

beforeEach(() => {
  sent = [];
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

describe('the colour calendar', () => {
  it('shows each date’s colour, marks holidays, and gives a clicked date the chosen colour in one call', async () => {
    let month = '';
    renderIn(<ColorCalendar month="2027-01" colors={colors} readOnly={false} onMonth={(m) => (month = m)} />);
    expect(await screen.findByRole('button', { name: '2027-01-01 休前日 祝日' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('クリックした日に付ける料金ランク'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: '2027-01-05 販売しない' }));
    await screen.findByText('1日の料金ランクを変更しました。');
    expect(sent).toEqual([{ hotel_id: 1, dates: [{ date: '2027-01-05', color_id: 11 }] }]);
    fireEvent.click(screen.getByRole('button', { name: '次の月' }));
    expect(month).toBe('2027-02');
  });

  it('sets a range by weekday and holiday with one call', async () => {
    renderIn(<ColorCalendar month="2027-01" colors={colors} readOnly={false} onMonth={() => undefined} />);
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
    fireEvent.change(screen.getByLabelText('区分2の名前（en）'), { target: { value: 'Toddler' } });
    fireEvent.click(screen.getByRole('button', { name: '子供区分を保存' }));
    await screen.findByText('子供区分を保存しました。');
    const body = sent[0] as { child_types: typeof types };
    expect(body.child_types).toHaveLength(6);
    expect(body.child_types[0]?.price_value).toBe(33);
    expect(body.child_types[1]?.names).toEqual({ ja: '区分2', en: 'Toddler' });
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
    // The form reads the page's language from the router.
    const router = createRouter({
      routeTree: createRootRoute({
        component: () => <ChildPricesForm planId={501} types={types} readOnly={false} />,
      }),
      history: createMemoryHistory({ initialEntries: ['/admin/hotel/price/child-edit?plan_id=501'] }),
    });
    renderIn(<RouterProvider router={router} />);
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
