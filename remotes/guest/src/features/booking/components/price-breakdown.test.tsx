// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { formatYen } from '@tomaru/ui/format';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceAnswer } from '../../../api/price';
import { PriceBreakdown } from './price-breakdown';

afterEach(cleanup);
i18n.load('ja', {});
i18n.activate('ja');

// A member's two nights with an option, an onsen's spa tax and Kyoto's accommodation tax.
const price: PriceAnswer = {
  lang: 'ja',
  nights: [
    { date: '2027-04-15', amount_include_tax: 32_400 },
    { date: '2027-04-16', amount_include_tax: 32_401 },
  ],
  rooms: [],
  options: [{ additional_option_id: 11, name: '駐車場', unit_price: 1_000, num: 2, amount: 2_000 }],
  subtotal_include_tax: 66_801,
  total_exclude_tax: 60_728,
  discounts: [{ kind: 'member', name: 'member', amount: 3_036 }],
  discount: 3_036,
  total_exclude_tax_discounted: 57_692,
  total_include_tax: 63_461,
  consumption_tax: 5_769,
  spa_tax: 600,
  accommodation_tax: 2_400,
  amount_due: 66_461,
  payment_methods: ['local'],
  cancel_policy: [],
  change_deadline_days: 1,
  checkin_times: ['15:00'],
};

const lines = () =>
  Object.fromEntries(
    within(screen.getByTestId('price-breakdown'))
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('price breakdown', () => {
  it('shows every amount of the answer to the yen, taxes apart, nothing recomputed', () => {
    render(
      <I18nProvider i18n={i18n}>
        <PriceBreakdown price={price} lang="ja" />
      </I18nProvider>,
    );
    const yen = (n: number) => formatYen(n, 'ja');
    expect(lines()).toEqual({
      '2027年4月15日(木) 宿泊料金': yen(32_400),
      '2027年4月16日(金) 宿泊料金': yen(32_401),
      '駐車場 × 2': yen(2_000),
      '小計（税込）': yen(66_801),
      '会員割引（税抜金額から）': `−${yen(3_036)}`,
      '合計（消費税込）': yen(63_461),
      'うち消費税（10%）': yen(5_769),
      入湯税: yen(600),
      宿泊税: yen(2_400),
      お支払い金額: yen(66_461),
    });
    expect(screen.getByTestId('amount-due').textContent).toBe('￥66,461');
  });

  it('writes yen the way the page language does', () => {
    render(
      <I18nProvider i18n={i18n}>
        <PriceBreakdown price={{ ...price, discounts: [], discount: 0 }} lang="en" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('amount-due').textContent).toBe('¥66,461');
    expect(screen.getByTestId('spa-tax').textContent).toBe('¥600');
  });
});
