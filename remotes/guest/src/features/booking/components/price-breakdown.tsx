import { Trans, useLingui } from '@lingui/react/macro';
import { formatYen } from '@tomaru/ui/format';
import type { ReactNode } from 'react';
import type { PriceAnswer } from '../../../api/price';
import { formatStayDate } from '../model/dates';

function Line({
  label,
  amount,
  kind,
  testId,
}: {
  label: ReactNode;
  amount: string;
  kind?: 'sub' | 'sum' | 'due' | 'discount';
  testId?: string;
}) {
  const className = kind ? `bk-price__${kind}` : undefined;
  return (
    <div style={{ display: 'contents' }}>
      <dt className={className}>{label}</dt>
      <dd className={className} data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}

/**
 * Every amount line of a price: per night (all rooms), options, subtotal, discounts, the total with
 * consumption tax and the tax in it, spa tax and accommodation tax apart, and the amount due. Amounts
 * are the API's, never recomputed here.
 */
export function PriceBreakdown({ price, lang }: { price: PriceAnswer; lang: string }) {
  const { t } = useLingui();
  const yen = (n: number) => formatYen(n, lang);
  return (
    <dl className="bk-price" data-testid="price-breakdown">
      {price.nights.map((night) => {
        const date = formatStayDate(night.date, lang);
        return <Line key={night.date} label={t`${date} 宿泊料金`} amount={yen(night.amount_include_tax)} />;
      })}
      {price.options.map((o) => {
        const { name, num } = o;
        return <Line key={o.additional_option_id} label={t`${name} × ${num}`} amount={yen(o.amount)} />;
      })}
      <Line kind="sum" label={<Trans>小計（税込）</Trans>} amount={yen(price.subtotal_include_tax)} />
      {price.discounts.map((d, i) => {
        const { name } = d;
        return (
          <Line
            // biome-ignore lint/suspicious/noArrayIndexKey: discounts are shown in the order applied
            key={i}
            kind="discount"
            label={d.kind === 'member' ? t`会員割引（税抜金額から）` : t`クーポン「${name}」（税抜金額から）`}
            amount={`−${yen(d.amount)}`}
          />
        );
      })}
      <Line
        kind="sum"
        label={<Trans>合計（消費税込）</Trans>}
        amount={yen(price.total_include_tax)}
        testId="total-include-tax"
      />
      <Line kind="sub" label={<Trans>うち消費税（10%）</Trans>} amount={yen(price.consumption_tax)} />
      <Line label={<Trans>入湯税</Trans>} amount={yen(price.spa_tax)} testId="spa-tax" />
      <Line label={<Trans>宿泊税</Trans>} amount={yen(price.accommodation_tax)} testId="accommodation-tax" />
      <Line
        kind="due"
        label={<Trans>お支払い金額</Trans>}
        amount={yen(price.amount_due)}
        testId="amount-due"
      />
    </dl>
  );
}
