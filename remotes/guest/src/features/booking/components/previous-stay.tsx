import { Trans, useLingui } from '@lingui/react/macro';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import type { ReservationToChange } from '../api/get-booking-by-code';
import { formatStayDate, nightCount } from '../model/dates';
import { partyText } from './party-text';

/** The stay as it is booked now, shown above the steps while the guest changes it. */
export function PreviousStay({
  before,
  childNames,
  lang,
}: {
  before: ReservationToChange;
  childNames: Record<string, string>;
  lang: Lang;
}) {
  const { t, i18n } = useLingui();
  const checkin = formatStayDate(before.stay_start_date, lang);
  const checkout = formatStayDate(before.stay_end_date, lang);
  const nights = nightCount(before.stay_start_date, before.stay_end_date);
  const roomCount = before.numbers.length;
  return (
    <section className="card" aria-labelledby="bk-before-title" data-testid="previous-stay">
      <h2 id="bk-before-title">
        <Trans>変更前のご予約</Trans>
      </h2>
      <dl className="bk-summary">
        <dt>{t`プラン`}</dt>
        <dd>{before.plan_title}</dd>
        <dt>{t`部屋タイプ`}</dt>
        <dd>{before.room_name}</dd>
        <dt>{t`宿泊日`}</dt>
        <dd>
          <Trans>
            {checkin}〜{checkout}（{nights}泊）
          </Trans>
        </dd>
        <dt>{t`部屋数`}</dt>
        <dd>
          <Trans>{roomCount}室</Trans>
        </dd>
        <dt>{t`人数`}</dt>
        <dd>
          <ul>
            {before.numbers.map((room, i) => {
              const n = i + 1;
              const party = partyText(i18n, room, childNames);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rooms are identified by position
                <li key={i}>{t`${n}部屋目：${party}`}</li>
              );
            })}
          </ul>
        </dd>
        <dt>{t`お支払い金額`}</dt>
        <dd data-testid="before-amount-due">{formatYen(before.amount_due, lang)}</dd>
      </dl>
    </section>
  );
}
