import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CHILD_TYPE_NUMBERS } from '@tomaru/domain/enums';
import { isLang, localize } from '@tomaru/domain/languages';
import { isPrefectureCode, prefectureName } from '@tomaru/domain/lists/prefectures';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { formatYen } from '@tomaru/ui/format';
import { GENDER_LABELS } from '@tomaru/ui/labels/gender';
import { LANGUAGE_LABELS } from '@tomaru/ui/labels/language';
import { PHONE_TYPE_LABELS } from '@tomaru/ui/labels/phone-type';
import { LangLink, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { type ReactNode, useState } from 'react';
import type { CancelReservationAnswer } from '../api/cancel-reservation';
import { type ReservationDetail, reservationOptions } from '../api/get-reservation';
import type { ReservationIdSearch } from '../reservation-search';
import { CancelReservation } from './cancel-dialog';
import { formatIsoTokyo, formatStayDate } from './format-dates';
import { StatusBadge, useErrorText, usePaymentLabel } from './labels';
import { MailHistory } from './mail-history';
import { MemoForm } from './memo-form';
import { PaymentPanel } from './payment-panel';
import { PriceBreakdown } from './price-breakdown';
import { ReservationStyles } from './styles';

/** Label–value rows; empty values are left out so the guest's blanks do not clutter the screen. */
function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="rsv-dl">
      {rows
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The reservation's detail (`reservation/edit?reservation_id=`): what the guest entered, prices,
 * mails, memo, cancel. The route's loader has read it (an id out of reach is the 404 page).
 */
export function ReservationDetailPage({ search }: RemotePageProps<ReservationIdSearch>) {
  const { t } = useLingui();
  const { viewer, basePath } = useBackOffice();
  const errorText = useErrorText();
  const [canceled, setCanceled] = useState<CancelReservationAnswer | null>(null);
  const state = useQuery(reservationOptions(viewer, search.reservation_id));
  usePageTitle(t`予約詳細`);

  const back = (
    <p>
      <LangLink to={`${basePath}/reservation`}>{t`予約一覧へ戻る`}</LangLink>
    </p>
  );
  if (state.isPending) return <p role="status">{t`読み込み中…`}</p>;
  if (state.isError) {
    return (
      <div>
        <p className="form__failure" role="alert">
          {errorText(state.error)}
        </p>
        {back}
      </div>
    );
  }
  const r = state.data;
  return (
    <div className="rsv-detail">
      <ReservationStyles />
      {back}
      <Detail
        r={r}
        canceledNotice={canceled}
        cancel={
          r.status !== 'booking' ? null : r.payment_method === 'jtb' ? (
            // JTB settles its own reservations: never cancelled in the system (decideCancel).
            <p data-testid="rsv-jtb-cancel">{t`JTBでお支払いの予約は、このシステムではキャンセルできません。JTBでお手続きください。`}</p>
          ) : (
            <CancelReservation kind={viewer} reservation={r} onCanceled={setCanceled} />
          )
        }
      />
    </div>
  );
}

function Detail({
  r,
  cancel,
  canceledNotice,
}: {
  r: ReservationDetail;
  cancel: ReactNode;
  canceledNotice: CancelReservationAnswer | null;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer } = useBackOffice();
  const paymentLabel = usePaymentLabel();
  const yen = (n: number) => formatYen(n, i18n.locale);
  const label = (table: Record<string, MessageDescriptor>, key: string | null) =>
    key ? (table[key] ? i18n._(table[key] as MessageDescriptor) : key) : '';
  const prefecture = (code: string) => (isPrefectureCode(code) ? prefectureName(code, lang) : code);
  const tel = (number: string, type: string | null) =>
    number ? [number, label(PHONE_TYPE_LABELS, type)].filter(Boolean).join(' / ') : '';
  const displayId = r.display_id;
  const nights = r.night_count;
  const rooms = r.room_count;
  const guests = r.guests;
  const lodgerName = `${r.lodger_last_name} ${r.lodger_first_name}`.trim();
  const fee = canceledNotice ? yen(canceledNotice.cancel_fee) : '';

  return (
    <>
      <div className="rsv-head">
        <h1>{t`予約 ${displayId}`}</h1>
        <StatusBadge status={r.status} />
      </div>
      <div role="status">
        {canceledNotice ? (
          <p className="rsv-ok">{t`予約をキャンセルしました。記録したキャンセル料: ${fee}`}</p>
        ) : null}
      </div>

      <section className="card rsv-section" aria-labelledby="rsv-stay">
        <h2 id="rsv-stay">{t`宿泊内容`}</h2>
        <Rows
          rows={[
            [t`予約番号`, r.display_id],
            [t`状態`, <StatusBadge key="s" status={r.status} />],
            [t`予約日時`, formatIsoTokyo(r.created_at)],
            [t`更新日時`, formatIsoTokyo(r.updated_at)],
            [t`キャンセル日時`, formatIsoTokyo(r.canceled_at)],
            [t`ホテル`, r.hotel_name],
            [t`プラン`, r.plan_title],
            [t`部屋`, r.room_name],
            [
              t`宿泊日`,
              `${formatStayDate(r.stay_start_date)}〜${formatStayDate(r.stay_end_date)}（${t`${nights}泊`}）`,
            ],
            [t`チェックイン時刻`, r.checkin_time],
            [t`室数・人数`, t`${rooms}室 ${guests}名`],
            [t`支払方法`, paymentLabel(r.payment_method)],
            [t`予約時の言語`, isLang(r.lang) ? i18n._(LANGUAGE_LABELS[r.lang]) : r.lang],
            [t`変更前の予約ID`, r.before_reservation_id ?? ''],
            [t`サイトコントローラー予約番号`, r.hotel_reserve_no],
            [t`会員ID`, r.member_id ?? ''],
          ]}
        />
      </section>

      <section className="card rsv-section" aria-labelledby="rsv-rooms">
        <h2 id="rsv-rooms">{t`部屋ごとの人数`}</h2>
        <ul className="link-list">
          {r.rooms.map((room) => (
            <li key={room.room_index}>
              <RoomGuests room={room} childTypes={r.child_types} />
            </li>
          ))}
        </ul>
      </section>

      <section className="card rsv-section" aria-labelledby="rsv-booker">
        <h2 id="rsv-booker">{t`予約者`}</h2>
        <Rows
          rows={[
            [t`氏名`, `${r.user_last_name} ${r.user_first_name}`],
            [t`フリガナ`, `${r.user_last_name_kana} ${r.user_first_name_kana}`.trim()],
            [t`性別`, label(GENDER_LABELS, r.user_gender)],
            [t`生年月日`, r.user_birthday ? formatStayDate(r.user_birthday) : ''],
            [t`メールアドレス`, r.user_mail1],
            [t`メールアドレス（予備）`, r.user_mail2],
            [t`電話番号`, tel(r.user_tel1, r.user_tel1_type)],
            [t`電話番号（予備）`, tel(r.user_tel2, r.user_tel2_type)],
            [t`郵便番号`, r.user_postcode],
            [t`都道府県`, prefecture(r.user_prefecture)],
            [t`住所`, r.user_address],
          ]}
        />
      </section>

      {lodgerName ? (
        <section className="card rsv-section" aria-labelledby="rsv-lodger">
          <h2 id="rsv-lodger">{t`宿泊者`}</h2>
          <Rows
            rows={[
              [t`氏名`, lodgerName],
              [t`フリガナ`, `${r.lodger_last_name_kana} ${r.lodger_first_name_kana}`.trim()],
              [t`性別`, label(GENDER_LABELS, r.lodger_gender)],
              [t`電話番号`, r.lodger_tel],
              [t`メールアドレス`, r.lodger_mail],
              [t`都道府県`, prefecture(r.lodger_prefecture)],
              [t`住所`, r.lodger_address],
            ]}
          />
        </section>
      ) : null}

      <section className="card rsv-section" aria-labelledby="rsv-answers">
        <h2 id="rsv-answers">{t`質問への回答・オプション・備考`}</h2>
        <Rows
          rows={[
            ...r.answers.map((a): [string, ReactNode] => [
              a.question_text,
              [a.answered_choice_text, a.text].filter(Boolean).join(' / '),
            ]),
            ...r.additional_options.map((o): [string, ReactNode] => {
              const name = o.name;
              const num = o.num;
              const amount = yen(o.amount);
              return [t`オプション: ${name}`, t`${num}個 ${amount}`];
            }),
            [t`交通手段`, r.access],
            [t`備考`, r.note],
          ]}
        />
        {r.answers.length === 0 && r.additional_options.length === 0 && !r.note && !r.access ? (
          <p>{t`入力はありません。`}</p>
        ) : null}
      </section>

      <section className="card rsv-section" aria-labelledby="rsv-price">
        <h2 id="rsv-price">{t`料金`}</h2>
        <PriceBreakdown r={r} />
      </section>

      {r.payment_method !== 'local' ? (
        <section className="card rsv-section" aria-labelledby="rsv-payment">
          <h2 id="rsv-payment">{t`事前決済`}</h2>
          <PaymentPanel kind={viewer} reservationId={r.reservation_id} canWrite={viewer !== 'union'} />
        </section>
      ) : null}

      <section className="card rsv-section" aria-labelledby="rsv-memo">
        <h2 id="rsv-memo">{t`ホテル用メモ`}</h2>
        <MemoForm key={r.reservation_id} kind={viewer} reservationId={r.reservation_id} memo={r.hotel_memo} />
      </section>

      <section className="card rsv-section" aria-labelledby="rsv-mails">
        <h2 id="rsv-mails">{t`メール送信履歴`}</h2>
        <MailHistory kind={viewer} reservationId={r.reservation_id} />
      </section>

      {cancel ? (
        <section className="card rsv-section" aria-labelledby="rsv-cancel">
          <h2 id="rsv-cancel">{t`キャンセル`}</h2>
          <p>{t`お客様からのご連絡などでホテルがキャンセルする場合に使います。キャンセル料を記録し、お客様へメールでお知らせします。`}</p>
          {cancel}
        </section>
      ) : null}
    </>
  );
}

function RoomGuests({
  room,
  childTypes,
}: {
  room: ReservationDetail['rooms'][number];
  childTypes: ReservationDetail['child_types'];
}) {
  const { t } = useLingui();
  const lang = useLang();
  // The hotel's own name of the type, in the clerk's language when the hotel wrote one.
  const typeName = (n: number) => {
    const names = childTypes.find((c) => c.child_type === n)?.names;
    return names ? localize(names, lang) : t`子供区分${n}`;
  };
  const index = room.room_index + 1;
  const male = room.male_num;
  const female = room.female_num;
  const children = CHILD_TYPE_NUMBERS.map((n) => ({ n, count: room[`child_type_${n}`] })).filter(
    (c) => c.count > 0,
  );
  return (
    <div>
      <strong>{t`${index}室目`}</strong>
      <span className="rsv-sub">
        {[t`大人（男性）${male}名`, t`大人（女性）${female}名`]
          .concat(
            children.map((c) => {
              const type = typeName(c.n);
              const count = c.count;
              return t`子供（${type}）${count}名`;
            }),
          )
          .join('、')}
      </span>
    </div>
  );
}
