import { Trans, useLingui } from '@lingui/react/macro';
import { formatPlainDate, formatYen } from '@tomaru/ui/format';
import { LangLink, useLang } from '@tomaru/ui/lang';
import { useReservationText } from '@tomaru/ui/reservation-text';
import type { MemberReservation } from '../api/get-user-reservations';

/** A member's reservations, each with its detail (and cancel) and its receipt. */
export function ReservationList({ items, empty }: { items: MemberReservation[]; empty: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const text = useReservationText();
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="reservation-cards">
      {items.map((r) => {
        const start = formatPlainDate(r.stay_start_date, lang);
        const end = formatPlainDate(r.stay_end_date, lang);
        return (
          <li key={r.reservation_id} className="card" data-testid={`reservation-${r.display_id}`}>
            <p className="reservation-cards__hotel">
              <strong>{r.hotel_name}</strong>
              <span className="status-badge">{text.status(r.status, r.stay_over)}</span>
            </p>
            <p>{t`${start} 〜 ${end}`}</p>
            <p>
              {r.plan_title} / {r.room_name}
            </p>
            <p>
              <Trans>予約番号 {r.display_id}</Trans> ・ {formatYen(r.amount_due, lang)}
            </p>
            <p className="button-row">
              <LangLink to={`/checkreserve/${r.display_id}`} className="button">
                <Trans>詳細・キャンセル</Trans>
              </LangLink>
              {r.can_issue_receipt ? (
                <LangLink to={`/receipt?reservation_id=${r.reservation_id}`} className="button">
                  <Trans>領収書</Trans>
                </LangLink>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
