import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { ApiError } from '@tomaru/ui/api';
import { normalizeDisplayId, readBookingKey } from '@tomaru/ui/booking-key';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { useEffect, useMemo } from 'react';
import { bookingKeys } from '../../../api/bookings';
import { useBookingByCode } from '../api/get-booking-by-code';
import { useHotelInfo } from '../api/get-hotel-info';
import { changeReason, codeMessage } from '../messages';
import { BookingFlow } from './booking-flow';
import { BookingStyles } from './booking-styles';

/**
 * /updatereserve?code={display id}: the three booking steps filled with the reservation, then the
 * change. The reservation is read with the key the guest typed on /checkbooking in this tab; without
 * it, the guest is asked for it first.
 */
export function ChangePage() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Null once the router has moved on (to the completion page) while this page is still mounted.
  const search = useRouterState({
    select: (s) => (s.location.pathname.endsWith('/updatereserve') ? s.location.searchStr : null),
  });
  const code = normalizeDisplayId(new URLSearchParams(search ?? '').get('code') ?? '');
  const key = useMemo(() => (code ? readBookingKey(code) : null), [code]);
  const lookup = useBookingByCode(key, lang);
  const reservation = lookup.status === 'success' ? lookup.data.reservation : null;
  const hotel = useHotelInfo(reservation?.hotel_id ?? null, lang);

  useEffect(() => {
    if (!key && search !== null)
      void navigate({
        href: `${langPath(lang, '/checkbooking')}${code ? `?code=${encodeURIComponent(code)}` : ''}`,
        replace: true,
      });
  }, [key, search, code, lang, navigate]);

  const title = t`ご予約の変更`;
  const beforeId = reservation?.display_id ?? '';
  // The flow names the reservation in the title; this page says the same so neither overwrites the other.
  usePageTitle(reservation ? t`予約番号 ${beforeId} の変更` : title);
  if (!key) return null;

  const detailLink = (
    <p>
      <LangLink to={`/checkreserve/${code}`}>
        <Trans>予約内容の確認へ戻る</Trans>
      </LangLink>
    </p>
  );

  if (lookup.status === 'error') {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    return (
      <div className="bk">
        <BookingStyles />
        <h1>{title}</h1>
        <div className="card">
          <p className="form__failure" role="alert">
            {codeMessage(i18n, notFound ? 'reservation_not_found' : 'internal_error')}
          </p>
          <p>
            <LangLink to={`/checkbooking?code=${encodeURIComponent(code)}`}>
              <Trans>予約番号とメールアドレスを入力し直す</Trans>
            </LangLink>
          </p>
        </div>
      </div>
    );
  }

  if (lookup.status !== 'success' || !reservation || hotel.status === 'pending') {
    return (
      <div className="bk">
        <BookingStyles />
        <h1>{title}</h1>
        <p className="bk-hint" role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      </div>
    );
  }

  const { rules } = lookup.data;
  if (!rules.can_change) {
    const id = reservation.display_id;
    return (
      <div className="bk">
        <BookingStyles />
        <h1>{title}</h1>
        <div className="card">
          <p>
            <Trans>予約番号 {id} のご予約は変更できません。</Trans>
          </p>
          <p className="bk-notice" role="alert" data-testid="change-reason">
            {changeReason(i18n, rules.reason)}
          </p>
          {reservation.hotel.tel ? (
            <p>
              <Trans>お問い合わせ先：</Trans>
              <a href={`tel:${reservation.hotel.tel}`}>{reservation.hotel.tel}</a>
            </p>
          ) : null}
          {detailLink}
        </div>
      </div>
    );
  }

  return (
    <BookingFlow
      key={reservation.display_id}
      hotelId={reservation.hotel_id}
      hotel={
        hotel.status === 'success'
          ? hotel.data.hotel
          : { ...reservation.hotel, hotel_id: reservation.hotel_id, chain_id: 0 }
      }
      lang={lang}
      search=""
      change={{ key, before: reservation }}
      onBooked={() => {
        // The reservation has changed: the next look at it asks the server (this page's copy is not
        // read again while it is still shown).
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'none' });
        void navigate({ href: langPath(lang, '/complete') });
      }}
    />
  );
}
