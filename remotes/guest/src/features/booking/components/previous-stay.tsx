import { Trans, useLingui } from '@lingui/react/macro';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import type { ReservationToChange } from '../api/get-booking-by-code';
import { StayRows } from './stay-rows';

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
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="bk-before-title" data-testid="previous-stay">
      <h2 id="bk-before-title">
        <Trans>変更前のご予約</Trans>
      </h2>
      <dl className="bk-summary">
        <StayRows
          lang={lang}
          planTitle={before.plan_title}
          roomName={before.room_name}
          checkin={before.stay_start_date}
          checkout={before.stay_end_date}
          rooms={before.numbers}
          childNames={childNames}
        />
        <dt>{t`お支払い金額`}</dt>
        <dd data-testid="before-amount-due">{formatYen(before.amount_due, lang)}</dd>
      </dl>
    </section>
  );
}
