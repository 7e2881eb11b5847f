import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CHILD_TYPE_NUMBERS } from '@tomaru/domain/enums';
import { isPrefectureCode, prefectureName } from '@tomaru/domain/lists/prefectures';
import { personName } from '@tomaru/domain/reservations/person-name';
import { formatPlainDate, formatYen } from '@tomaru/ui/format';
import { useLang } from '@tomaru/ui/lang';
import { useReservationText } from '@tomaru/ui/reservation-text';
import type { ReactNode } from 'react';
import type { ChildType } from '../../../api/hotels';
import type { GuestReservation } from '../api/get-booking-by-code';

/** The booker's postcode, prefecture (in the page's language) and address, on one line. */
function guestAddress(
  r: { user_postcode: string; user_prefecture: string; user_address: string },
  lang: Parameters<typeof prefectureName>[1],
) {
  const prefecture = isPrefectureCode(r.user_prefecture) ? prefectureName(r.user_prefecture, lang) : '';
  return [r.user_postcode, prefecture, r.user_address].filter(Boolean).join(' ');
}

function Rows({ rows }: { rows: [ReactNode, ReactNode][] }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed per render
        <div key={i} className="detail-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the guest booked, in the page's language: stay, guests, booker, answers and every amount (paid or due). */
export function ReservationDetail({
  reservation: r,
  childTypes,
  paid = false,
}: {
  reservation: GuestReservation;
  childTypes: readonly ChildType[];
  /** Paid in advance and still booked: the amount is shown as paid, not as owed. */
  paid?: boolean;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const text = useReservationText();
  const yen = (n: number) => formatYen(n, lang);
  const date = (d: string) => formatPlainDate(d, lang);
  // Japan-time `YYYY-MM-DDTHH:MM:SS`, its date written as the stay's dates are.
  const dateTime = (at: string) => `${date(at.slice(0, 10))} ${at.slice(11, 16)}`;
  const childName = (n: number) => childTypes.find((c) => c.child_type === n)?.name ?? t`子供${n}`;
  const canceled = r.status === 'canceled' || r.status === 'modified_canceled';
  const coupons = [r.open_coupon, r.closed_coupon, r.combined_coupon].filter(
    (c): c is { name?: string; discount_yen?: number } => !!c,
  );

  return (
    <div className="reservation-detail">
      <section aria-labelledby="rd-summary">
        <h2 id="rd-summary" className="visually-hidden">
          <Trans>予約の概要</Trans>
        </h2>
        <p className={canceled ? 'status-badge status-badge--canceled' : 'status-badge'} data-testid="status">
          {text.status(r.status, r.stay_over)}
        </p>
        <Rows
          rows={[
            [t`予約番号`, <strong key="id">{r.display_id}</strong>],
            [t`予約日時`, dateTime(r.created_at)],
            ...(r.canceled_at
              ? ([[t`キャンセル日時`, dateTime(r.canceled_at)]] as [ReactNode, ReactNode][])
              : []),
          ]}
        />
      </section>

      <section aria-labelledby="rd-stay">
        <h2 id="rd-stay">
          <Trans>ご宿泊内容</Trans>
        </h2>
        <Rows
          rows={[
            [t`宿泊施設`, r.hotel.name || r.hotel_name],
            [t`プラン`, r.plan_title],
            [t`部屋タイプ`, r.room_name],
            [t`チェックイン`, `${date(r.stay_start_date)} ${r.checkin_time}`],
            [
              t`チェックアウト`,
              `${date(r.stay_end_date)}${r.hotel.checkout_time ? ` ${r.hotel.checkout_time}` : ''}`,
            ],
            [t`泊数`, <Plural key="nights" value={r.nights} other="#泊" />],
            [t`部屋数`, <Plural key="rooms" value={r.room_count} other="#室" />],
          ]}
        />
        <ol className="room-list">
          {r.numbers.map((room, i) => {
            const n = i + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no id but their order
              <li key={i}>
                <strong>
                  <Trans>{n}室目</Trans>
                </strong>{' '}
                <span>
                  {[
                    room.male_num ? t`大人（男性） ${room.male_num}名` : '',
                    room.female_num ? t`大人（女性） ${room.female_num}名` : '',
                    ...CHILD_TYPE_NUMBERS.map((k) => {
                      const count = room[`child_type_${k}`];
                      const name = childName(k);
                      return count ? t`${name} ${count}名` : '';
                    }),
                  ]
                    .filter(Boolean)
                    .join(t`、`)}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="rd-people">
        <h2 id="rd-people">
          <Trans>ご予約者</Trans>
        </h2>
        <Rows
          rows={[
            [
              t`氏名`,
              `${personName({ last_name: r.user_last_name, first_name: r.user_first_name }, lang)}${
                r.user_last_name_kana ? `（${r.user_last_name_kana} ${r.user_first_name_kana}）` : ''
              }`,
            ],
            [t`メールアドレス`, r.user_mail1],
            [t`電話番号`, r.user_tel1],
            ...(r.user_address || r.user_postcode
              ? ([[t`住所`, guestAddress(r, lang)]] as [ReactNode, ReactNode][])
              : []),
          ]}
        />
        {r.lodger_last_name ? (
          <>
            <h3>
              <Trans>宿泊者</Trans>
            </h3>
            <Rows
              rows={[
                [
                  t`氏名`,
                  personName({ last_name: r.lodger_last_name, first_name: r.lodger_first_name }, lang),
                ],
                ...(r.lodger_tel ? ([[t`電話番号`, r.lodger_tel]] as [ReactNode, ReactNode][]) : []),
                ...(r.lodger_mail ? ([[t`メールアドレス`, r.lodger_mail]] as [ReactNode, ReactNode][]) : []),
              ]}
            />
          </>
        ) : null}
        {r.options.length > 0 ? (
          <>
            <h3>
              <Trans>質問への回答</Trans>
            </h3>
            <Rows rows={r.options.map((o) => [o.question_text, o.answered_choice_text || '—'])} />
          </>
        ) : null}
        {r.note ? <Rows rows={[[t`備考`, r.note]]} /> : null}
      </section>

      <section aria-labelledby="rd-price">
        <h2 id="rd-price">
          <Trans>料金</Trans>
        </h2>
        <table className="amount-table">
          <caption className="visually-hidden">
            <Trans>料金の内訳</Trans>
          </caption>
          <tbody>
            {r.nights_detail.map((n) => (
              <tr key={n.date}>
                <th scope="row">
                  <Trans>{date(n.date)} 宿泊料金</Trans>
                </th>
                <td>{yen(n.amount_include_tax)}</td>
              </tr>
            ))}
            {r.additional_options.map((o) => (
              <tr key={o.additional_option_id}>
                <th scope="row">
                  {o.name} × {o.num}
                </th>
                <td>{yen(o.price * o.num)}</td>
              </tr>
            ))}
            <tr className="amount-table__sum">
              <th scope="row">
                <Trans>小計（税込）</Trans>
              </th>
              <td>{yen(r.subtotal_include_tax)}</td>
            </tr>
            {coupons.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most three coupons in a fixed order
              <tr key={`c${i}`}>
                <th scope="row">
                  <Trans>クーポン: {c.name ?? ''}</Trans>
                </th>
                <td>{c.discount_yen ? `−${yen(c.discount_yen)}` : ''}</td>
              </tr>
            ))}
            {r.member_discount > 0 ? (
              <tr>
                <th scope="row">
                  <Trans>会員割引（税抜）</Trans>
                </th>
                <td>−{yen(r.member_discount)}</td>
              </tr>
            ) : null}
            {r.discount > 0 ? (
              <tr>
                <th scope="row">
                  <Trans>割引合計（税抜）</Trans>
                </th>
                <td data-testid="discount">−{yen(r.discount)}</td>
              </tr>
            ) : null}
            <tr className="amount-table__sum">
              <th scope="row">
                <Trans>合計（税込）</Trans>
              </th>
              <td data-testid="total-include-tax">{yen(r.total_include_tax)}</td>
            </tr>
            <tr className="amount-table__sub">
              <th scope="row">
                <Trans>うち消費税（10%）</Trans>
              </th>
              <td>{yen(r.consumption_tax)}</td>
            </tr>
            {r.spa_tax > 0 ? (
              <tr>
                <th scope="row">
                  <Trans>入湯税</Trans>
                </th>
                <td data-testid="spa-tax">{yen(r.spa_tax)}</td>
              </tr>
            ) : null}
            {r.accommodation_tax > 0 ? (
              <tr>
                <th scope="row">
                  <Trans>宿泊税</Trans>
                </th>
                <td data-testid="accommodation-tax">{yen(r.accommodation_tax)}</td>
              </tr>
            ) : null}
            <tr className="amount-table__total">
              {paid ? (
                <>
                  <th scope="row">
                    <Trans>お支払い済み</Trans>
                  </th>
                  <td data-testid="amount-due">{t`${yen(r.amount_due)}（${text.payment(r.payment_method)}）`}</td>
                </>
              ) : (
                <>
                  <th scope="row">
                    <Trans>お支払い金額</Trans>
                  </th>
                  <td data-testid="amount-due">{yen(r.amount_due)}</td>
                </>
              )}
            </tr>
          </tbody>
        </table>
        <Rows
          rows={[
            [t`お支払い方法`, text.payment(r.payment_method)],
            ...(r.cancel_fee !== null && r.cancel_fee > 0
              ? ([[t`キャンセル料`, yen(r.cancel_fee)]] as [ReactNode, ReactNode][])
              : []),
          ]}
        />
      </section>

      <section aria-labelledby="rd-terms">
        <h2 id="rd-terms">
          <Trans>キャンセル規定</Trans>
        </h2>
        <CancelTerms policy={r.cancel_policy} changeDeadlineDays={r.change_deadline_days} />
      </section>

      <section aria-labelledby="rd-hotel">
        <h2 id="rd-hotel">
          <Trans>お問い合わせ先</Trans>
        </h2>
        <Rows
          rows={[
            [t`宿泊施設`, r.hotel.name || r.hotel_name],
            ...(r.hotel.address ? ([[t`住所`, r.hotel.address]] as [ReactNode, ReactNode][]) : []),
            ...(r.hotel.tel
              ? ([
                  [
                    t`電話番号`,
                    <a key="tel" href={`tel:${r.hotel.tel}`}>
                      {r.hotel.tel}
                    </a>,
                  ],
                ] as [ReactNode, ReactNode][])
              : []),
            ...(r.hotel.email
              ? ([
                  [
                    t`メールアドレス`,
                    <a key="mail" href={`mailto:${r.hotel.email}`}>
                      {r.hotel.email}
                    </a>,
                  ],
                ] as [ReactNode, ReactNode][])
              : []),
          ]}
        />
      </section>
    </div>
  );
}

/** The plan's fee schedule and change deadline, in words. */
export function CancelTerms({
  policy,
  changeDeadlineDays,
}: {
  policy: readonly { days_before: number; percent: number }[];
  changeDeadlineDays: number;
}) {
  const { t } = useLingui();
  const steps = [...policy].sort((a, b) => b.days_before - a.days_before);
  return (
    <div className="cancel-terms">
      {steps.length === 0 ? (
        <p>
          <Trans>キャンセル料はかかりません。</Trans>
        </p>
      ) : (
        <ul>
          {steps.map((s) => {
            const days = s.days_before;
            const percent = s.percent;
            return (
              <li key={s.days_before}>
                {days === 0 ? (
                  t`当日・不泊: 宿泊料金の${percent}%`
                ) : (
                  <Trans>
                    チェックインの
                    <Plural value={days} other="#日前" />
                    から: 宿泊料金の{percent}%
                  </Trans>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Trans>
          オンラインでの変更はチェックインの
          <Plural value={changeDeadlineDays} other="#日前" />
          まで、キャンセルはキャンセル料がかからない期間のみ承ります。それ以降は施設へ直接ご連絡ください。
        </Trans>
      </p>
    </div>
  );
}
