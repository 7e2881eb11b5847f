import { Trans, useLingui } from '@lingui/react/macro';
import { formatPlainDate, formatYen } from '@tomaru/ui/format';
import { useLang } from '@tomaru/ui/lang';
import type { Receipt } from '../api/issue-receipt';

/**
 * A receipt as a qualified simplified invoice (適格簡易請求書): the issuer and its registration number,
 * the date, the addressee, what was sold, the amounts by tax rate with the tax, discounts shown, and
 * the bathing and accommodation taxes as separate non-taxable lines.
 */
export function ReceiptDocument({ receipt: r }: { receipt: Receipt }) {
  const { t } = useLingui();
  const lang = useLang();
  const yen = (n: number) => formatYen(n, lang);
  const date = (d: string) => formatPlainDate(d, lang);
  const a = r.amounts;
  const start = date(r.reservation.stay_start_date);
  const end = date(r.reservation.stay_end_date);
  const plan = r.reservation.plan_title;
  const room = r.reservation.room_name;
  const issuerHotel = r.issuer.hotel_name;
  return (
    <article className="receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <header className="receipt__head">
        <h2 id="receipt-title" className="receipt__title">
          <Trans>領収書</Trans>
          {r.reissue ? (
            <span className="receipt__reissue" data-testid="reissue">
              <Trans>再発行</Trans>
            </span>
          ) : null}
        </h2>
        <dl className="receipt__meta">
          <div>
            <dt>
              <Trans>領収書番号</Trans>
            </dt>
            <dd>{r.receipt_no}</dd>
          </div>
          <div>
            <dt>
              <Trans>発行日</Trans>
            </dt>
            <dd>{date(r.issued_at.slice(0, 10))}</dd>
          </div>
        </dl>
      </header>
      <p className="receipt__addressee">
        <Trans>{r.addressee} 様</Trans>
      </p>
      <p className="receipt__amount">
        <span>
          <Trans>金額</Trans>
        </span>
        <strong data-testid="receipt-amount">{yen(a.amount_due)}</strong>
      </p>
      <p>
        <Trans>但し 宿泊料金として</Trans>
        <br />
        {t`${start}〜${end} ${plan}（${room}）`}
        <br />
        <Trans>予約番号 {r.reservation.display_id}</Trans>
      </p>
      <table className="amount-table receipt__table">
        <caption>
          <Trans>内訳</Trans>
        </caption>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>宿泊料金（税込）</Trans>
            </th>
            <td>{yen(a.subtotal_include_tax)}</td>
          </tr>
          {a.member_discount_exclude_tax > 0 ? (
            <tr>
              <th scope="row">
                <Trans>うち会員割引（税抜）</Trans>
              </th>
              <td>−{yen(a.member_discount_exclude_tax)}</td>
            </tr>
          ) : null}
          {a.discount_exclude_tax > 0 ? (
            <tr>
              <th scope="row">
                <Trans>割引（税抜）</Trans>
              </th>
              <td data-testid="receipt-discount">−{yen(a.discount_exclude_tax)}</td>
            </tr>
          ) : null}
          {a.by_rate.map((rate) => {
            const percent = rate.rate_percent;
            return (
              <tr key={`r${percent}`} className="amount-table__sum">
                <th scope="row">{t`${percent}%対象（税込）`}</th>
                <td>
                  {yen(rate.amount_include_tax)}
                  <br />
                  <small>{t`（うち消費税 ${yen(rate.tax)}）`}</small>
                </td>
              </tr>
            );
          })}
          {a.spa_tax > 0 ? (
            <tr>
              <th scope="row">
                <Trans>入湯税（不課税）</Trans>
              </th>
              <td data-testid="receipt-spa-tax">{yen(a.spa_tax)}</td>
            </tr>
          ) : null}
          {a.accommodation_tax > 0 ? (
            <tr>
              <th scope="row">
                <Trans>宿泊税（不課税）</Trans>
              </th>
              <td data-testid="receipt-accommodation-tax">{yen(a.accommodation_tax)}</td>
            </tr>
          ) : null}
          <tr className="amount-table__total">
            <th scope="row">
              <Trans>合計</Trans>
            </th>
            <td>{yen(a.amount_due)}</td>
          </tr>
        </tbody>
      </table>
      <footer className="receipt__issuer">
        <p>
          <strong>{r.issuer.name}</strong>
          {r.issuer.hotel_name && r.issuer.hotel_name !== r.issuer.name ? (
            <> {t`（${issuerHotel}）`}</>
          ) : null}
        </p>
        <p data-testid="registration-number">
          <Trans>登録番号 {r.issuer.registration_number}</Trans>
        </p>
        {r.issuer.address ? <p>{`〒${r.issuer.postcode} ${r.issuer.address}`}</p> : null}
        {r.issuer.tel ? <p>{t`電話 ${r.issuer.tel}`}</p> : null}
      </footer>
    </article>
  );
}
