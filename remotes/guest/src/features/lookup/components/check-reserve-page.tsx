import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiError, getSession } from '@tomaru/ui/api';
import { type BookingKey, normalizeDisplayId, readBookingKey } from '@tomaru/ui/booking-key';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { type ReactNode, useEffect, useMemo } from 'react';
import { userInfoQuery } from '../../../api/members';
import { type BookingLookup, useBookingByCode } from '../api/get-booking-by-code';
import { useChildTypes } from '../api/get-child-types';
import { PaymentPanel } from './payment-panel';
import { ReplacedNotice } from './replaced-notice';
import { ReservationDetail } from './reservation-detail';

type ReservationActionsProps = {
  lookup: BookingLookup;
  bookingKey: BookingKey;
  /** Found with the signed-in member's own e-mail (my page), so the member calls may be used. */
  viaMember: boolean;
};

type Props = RemotePageProps & { renderActions?: (props: ReservationActionsProps) => ReactNode };

/**
 * The key for this display id: the one typed on /checkbooking in this tab (sessionStorage, so it is
 * read here and not in a loader), else the signed-in member's e-mail.
 */
function useKey(code: string) {
  const stored = useMemo(() => readBookingKey(code), [code]);
  const askMember = stored === null && getSession('user') !== null;
  const member = useQuery({ ...userInfoQuery(), enabled: askMember });
  if (stored) return { key: stored, viaMember: false, resolved: true };
  // Not a cached profile of a member who has signed out since.
  const email = askMember ? member.data?.email : undefined;
  return {
    key: email ? { code, email } : null,
    viaMember: !!email,
    resolved: !askMember || member.status !== 'pending',
  };
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
  const hotelId = lookup.status === 'success' ? lookup.data.reservation.hotel_id : undefined;
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
      ) : lookup.status === 'success' && key ? (
        <>
          {lookup.data.reservation.replaced_by_display_id ? (
            <ReplacedNotice newDisplayId={lookup.data.reservation.replaced_by_display_id} bookingKey={key} />
          ) : null}
          <ReservationDetail
            reservation={lookup.data.reservation}
            childTypes={childTypes}
            paid={lookup.data.reservation.status === 'booking' && lookup.data.payment?.state === 'paid'}
          />
          {lookup.data.payment ? (
            <PaymentPanel
              payment={lookup.data.payment}
              displayId={lookup.data.reservation.display_id}
              status={lookup.data.reservation.status}
            />
          ) : null}
          {renderActions?.({ lookup: lookup.data, bookingKey: key, viaMember })}
        </>
      ) : (
        <p role="status" aria-live="polite">
          <Trans>読み込み中…</Trans>
        </p>
      )}
    </div>
  );
}
