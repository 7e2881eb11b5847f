import { Trans, useLingui } from '@lingui/react/macro';
import { CHANGE_REASON_LABELS } from '@tomaru/ui/labels/change-reason';
import { LangLink } from '@tomaru/ui/lang';
import type { ChangeRules, GuestReservation } from '../api/get-booking-by-code';

/**
 * The change button (only when the rules allow it and the change screen exists) or why a change is
 * not possible, and the receipt link (only once the worker would issue one).
 */
export function ReservationLinks({
  reservation,
  rules,
  changeAvailable,
  viaMember,
}: {
  reservation: GuestReservation;
  rules: ChangeRules;
  changeAvailable: boolean;
  viaMember: boolean;
}) {
  const { i18n } = useLingui();
  const receiptHref = viaMember
    ? `/receipt?reservation_id=${reservation.reservation_id}`
    : `/receipt?code=${reservation.display_id}`;
  return (
    <section className="card reservation-actions" aria-labelledby="rd-actions">
      <h2 id="rd-actions">
        <Trans>予約の変更・キャンセル</Trans>
      </h2>
      {rules.can_change && changeAvailable ? (
        <p>
          <LangLink to={`/updatereserve?code=${reservation.display_id}`} className="button">
            <Trans>予約を変更する</Trans>
          </LangLink>
        </p>
      ) : !rules.can_change && rules.reason ? (
        <p className="notice" data-testid="change-reason">
          {i18n._(CHANGE_REASON_LABELS[rules.reason])}
        </p>
      ) : null}
      {reservation.can_issue_receipt ? (
        <p>
          <LangLink to={receiptHref}>
            <Trans>領収書を発行する</Trans>
          </LangLink>
        </p>
      ) : null}
    </section>
  );
}
