import { Trans } from '@lingui/react/macro';
import { type BookingKey, saveBookingKey } from '@tomaru/ui/booking-key';
import { LangLink } from '@tomaru/ui/lang';

/**
 * On a reservation a change replaced: the new reservation's number and a link to it. The worker names
 * it only when it has this one's e-mail, so the same key opens it without asking again.
 */
export function ReplacedNotice({
  newDisplayId,
  bookingKey,
}: {
  newDisplayId: string;
  bookingKey: BookingKey;
}) {
  return (
    <div className="card notice" data-testid="replaced-by">
      <p>
        <Trans>このご予約は変更され、新しい予約番号 {newDisplayId} のご予約に置き換わりました。</Trans>
      </p>
      <p>
        <LangLink
          to={`/checkreserve/${newDisplayId}`}
          className="button"
          onClick={() => saveBookingKey({ code: newDisplayId, email: bookingKey.email })}
        >
          <Trans>変更後のご予約を見る</Trans>
        </LangLink>
      </p>
    </div>
  );
}
