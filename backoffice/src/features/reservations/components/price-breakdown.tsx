import { useLingui } from '@lingui/react/macro';
import type { storedTotals } from '@tomaru/domain/pricing/stay-price';
import { formatYen } from '@tomaru/ui/format';
import type { ReservationDetail } from '../api/get-reservation';
import { formatStayDate } from './format-dates';

/**
 * The breakdown as a booking stores it (domain's storedTotals). The column is JSON the worker
 * answers untyped, and rows written before a part existed lack it: every part is optional.
 */
type StoredBreakdown = Partial<ReturnType<typeof storedTotals>['breakdown']>;

/** A coupon snapshot's name, when the booking used one. */
function couponName(coupon: ReservationDetail['open_coupon']): string | null {
  return coupon && typeof coupon.name === 'string' && coupon.name ? coupon.name : null;
}

/** The price as the guest agreed to it: nights, options, discounts, the total with its tax, separate taxes. */
export function PriceBreakdown({ r }: { r: ReservationDetail }) {
  const { t, i18n } = useLingui();
  const yen = (n: number) => formatYen(n, i18n.locale);
  const breakdown = r.breakdown as StoredBreakdown;
  const nights = breakdown.nights ?? [];
  const options = breakdown.options ?? r.additional_options.map((o) => ({ ...o, unit_price: o.price }));
  const discounts = breakdown.discounts ?? [];
  const coupons = [r.open_coupon, r.closed_coupon, r.combined_coupon].map(couponName).filter(Boolean);
  const rooms = r.room_count;
  return (
    <table className="rsv-money" data-testid="price-breakdown">
      <caption className="visually-hidden">{t`料金の内訳`}</caption>
      <tbody>
        {nights.map((n) => {
          const date = formatStayDate(n.date);
          return (
            <tr key={n.date}>
              <th scope="row">{t`${date} 宿泊料金（${rooms}室）`}</th>
              <td>{yen(n.amount_include_tax)}</td>
            </tr>
          );
        })}
        {options.map((o) => {
          const name = o.name;
          const num = o.num;
          const unit = yen(o.unit_price);
          return (
            <tr key={o.additional_option_id}>
              <th scope="row">{t`オプション: ${name}（${unit} × ${num}）`}</th>
              <td>{yen(o.amount)}</td>
            </tr>
          );
        })}
        <tr>
          <th scope="row">{t`小計（税込）`}</th>
          <td>{yen(r.subtotal_include_tax)}</td>
        </tr>
        <tr>
          <th scope="row">{t`税抜合計`}</th>
          <td>{yen(r.total_exclude_tax)}</td>
        </tr>
        {discounts.map((d, i) => {
          const name = d.kind === 'member' ? t`会員割引` : d.name;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no id and keep their order
            <tr key={i} className="rsv-indent">
              <th scope="row">{t`割引（税抜）: ${name}`}</th>
              <td>−{yen(d.amount)}</td>
            </tr>
          );
        })}
        {coupons.length ? (
          <tr className="rsv-indent">
            <th scope="row">{t`使用クーポン`}</th>
            <td>{coupons.join('、')}</td>
          </tr>
        ) : null}
        {r.discount > 0 ? (
          <tr>
            <th scope="row">{t`割引後の税抜合計`}</th>
            <td>{yen(r.total_exclude_tax_discounted)}</td>
          </tr>
        ) : null}
        <tr className="rsv-strong">
          <th scope="row">{t`合計（税込）`}</th>
          <td>{yen(r.total_include_tax)}</td>
        </tr>
        <tr className="rsv-indent">
          <th scope="row">{t`うち消費税（10%）`}</th>
          <td>{yen(r.consumption_tax)}</td>
        </tr>
        <tr>
          <th scope="row">{t`入湯税`}</th>
          <td>{yen(r.spa_tax)}</td>
        </tr>
        <tr>
          <th scope="row">{t`宿泊税`}</th>
          <td>{yen(r.accommodation_tax)}</td>
        </tr>
        <tr className="rsv-strong">
          <th scope="row">{t`お支払い金額`}</th>
          <td data-testid="amount-due">{yen(r.amount_due)}</td>
        </tr>
        {r.cancel_fee !== null ? (
          <tr className="rsv-strong">
            <th scope="row">{t`キャンセル料`}</th>
            <td data-testid="cancel-fee">{yen(r.cancel_fee)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
