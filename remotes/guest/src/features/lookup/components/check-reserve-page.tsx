import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@tomaru/ui/api';
import { type BookingKey, normalizeDisplayId, readBookingKey } from '@tomaru/ui/booking-key';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { type ReactNode, useEffect, useState } from 'react';
import { memberEmail } from '../../../api/members';
import { type BookingLookup, useBookingByCode } from '../api/get-booking-by-code';
import { useChildTypes } from '../api/get-child-types';
import { ReservationDetail } from './reservation-detail';

type ReservationActionsProps = {
  lookup: BookingLookup;
  bookingKey: BookingKey;
  /** Found with the signed-in member's own e-mail (my page), so the member calls may be used. */
  viaMember: boolean;
  reload: () => void;
};

type Props = RemotePageProps & { renderActions?: (props: ReservationActionsProps) => ReactNode };

/** The key for this display id: the one typed on /checkbooking in this tab, else the member's e-mail. */
function useKey(code: string) {
  const [state, setState] = useState<{ key: BookingKey | null; viaMember: boolean; resolved: boolean }>(
    () => {
      const key = readBookingKey(code);
      return { key, viaMember: false, resolved: key !== null };
    },
  );
  useEffect(() => {
    if (state.resolved) return;
    let live = true;
    void memberEmail().then((email) => {
      if (live) setState({ key: email ? { code, email } : null, viaMember: !!email, resolved: true });
    });
    return () => {
      live = false;
    };
  }, [code, state.resolved]);
  return state;
}

/** /checkreserve/{display id}: the reservation's full detail and what the guest may still do. */
export function CheckReservePage({ params, renderActions }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const lang = useLang();
  const navigate = useNavigate();
  const code = normalizeDisplayId(params.id ?? '');
  const { key, viaMember, resolved } = useKey(code);
  const lookup = useBookingByCode(key, lang);
  const hotelId = lookup.status === 'done' ? lookup.data.reservation.hotel_id : undefined;
  const childTypes = useChildTypes(hotelId, lang);
  const title = t`予約内容の確認`;
  usePageTitle(title);

  const notFound =
    lookup.status === 'error' && lookup.error instanceof ApiError && lookup.error.status === 404;
  const mustAsk = (resolved && key === null) || (viaMember && notFound);
  useEffect(() => {
    // Nothing to look it up with (or the member's e-mail is not the booker's): ask for the key.
    if (mustAsk)
      void navigate({
        href: `${langPath(lang, '/checkbooking')}?code=${encodeURIComponent(code)}`,
        replace: true,
      });
  }, [mustAsk, navigate, lang, code]);

  return (
    <div className="center-box">
      <h1>{title}</h1>
      {lookup.status === 'error' && !mustAsk ? (
        <div className="card">
          <p className="form__failure" role="alert">
            {notFound ? errorText('reservation_not_found') : errorText(lookup.error)}
          </p>
          <p>
            <LangLink to={`/checkbooking?code=${encodeURIComponent(code)}`}>
              <Trans>予約番号とメールアドレスを入力し直す</Trans>
            </LangLink>
          </p>
        </div>
      ) : lookup.status === 'done' && key ? (
        <>
          <ReservationDetail reservation={lookup.data.reservation} childTypes={childTypes} />
          {renderActions?.({ lookup: lookup.data, bookingKey: key, viaMember, reload: lookup.reload })}
        </>
      ) : (
        <p role="status" aria-live="polite">
          <Trans>読み込み中…</Trans>
        </p>
      )}
    </div>
  );
}
