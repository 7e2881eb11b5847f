// The after-booking and member pages, loaded together when one of them is first opened, with their
// styles; and the pages that join more than one feature (a feature never imports another): the
// reservation detail with its cancel section, and /checkreserve without an id.

import { useNavigate } from '@tanstack/react-router';
import { getSession } from '@tomaru/ui/api';
import { GuestPageStyles } from '@tomaru/ui/guest-page-styles';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { type ReactNode, useEffect } from 'react';
import { CancelSection } from '../features/cancel/components/cancel-section';
import { RequestOpenDmPage } from '../features/dm/components/request-open-dm-page';
import { UnsubscribePage } from '../features/dm/components/unsubscribe-page';
import { CheckBookingPage } from '../features/lookup/components/check-booking-page';
import { CheckReservePage } from '../features/lookup/components/check-reserve-page';
import { CancelTerms } from '../features/lookup/components/reservation-detail';
import { ReservationLinks } from '../features/lookup/components/reservation-links';
import { AuthInfoPage } from '../features/members/components/authinfo-page';
import { ChangePasswordPage } from '../features/members/components/change-password-page';
import { RegisterPage } from '../features/members/components/register-page';
import { ResetPasswordPage } from '../features/members/components/reset-password-page';
import { UpdateCompletePage, UserInfoPage } from '../features/members/components/user-info-page';
import { MemberReservationsPage, MyPage } from '../features/mypage/components/my-page';
import { PrintPage } from '../features/receipt/components/print-page';
import { ReceiptPage } from '../features/receipt/components/receipt-page';
import { routes } from './index';

/** The change screen is another issue's: its button shows only once that route is registered. */
const changeScreenExists = () => routes.some((r) => r.path === '/updatereserve');

/** /checkreserve/{display id}: the detail, then change, receipt and cancel. */
function Styled({ children }: { children: ReactNode }) {
  return (
    <>
      <GuestPageStyles />
      {children}
    </>
  );
}

export function CheckReserveRoute(props: RemotePageProps) {
  return (
    <Styled>
      <CheckReservePage
        {...props}
        renderActions={({ lookup, bookingKey, viaMember }) => {
          const r = lookup.reservation;
          return (
            <>
              <ReservationLinks
                reservation={r}
                rules={lookup.rules}
                changeAvailable={changeScreenExists()}
                viaMember={viaMember}
              />
              <CancelSection
                target={
                  viaMember
                    ? { by: 'member', reservation_id: r.reservation_id }
                    : { by: 'key', key: bookingKey }
                }
                rules={lookup.rules}
                quote={r.cancel_quote}
                paymentMethod={r.payment_method}
                status={r.status}
                stayOver={r.stay_over}
                hotelTel={r.hotel.tel}
                terms={<CancelTerms policy={r.cancel_policy} changeDeadlineDays={r.change_deadline_days} />}
              />
            </>
          );
        }}
      />
    </Styled>
  );
}

/** /checkreserve: a member's reservations; anyone else is asked for display id and e-mail. */
export function CheckReserveIndexRoute() {
  const lang = useLang();
  const navigate = useNavigate();
  const member = !!getSession('user');
  useEffect(() => {
    if (!member) void navigate({ href: langPath(lang, '/checkbooking'), replace: true });
  }, [member, navigate, lang]);
  return member ? (
    <Styled>
      <MemberReservationsPage />
    </Styled>
  ) : null;
}

export function CheckBookingRoute() {
  return (
    <Styled>
      <CheckBookingPage />
    </Styled>
  );
}

export function ReceiptRoute() {
  return (
    <Styled>
      <ReceiptPage />
    </Styled>
  );
}

export function PrintRoute() {
  return (
    <Styled>
      <PrintPage />
    </Styled>
  );
}

export function RegisterRoute() {
  return (
    <Styled>
      <RegisterPage />
    </Styled>
  );
}

export function AuthInfoRoute() {
  return (
    <Styled>
      <AuthInfoPage />
    </Styled>
  );
}

export function ResetPasswordRoute() {
  return (
    <Styled>
      <ResetPasswordPage />
    </Styled>
  );
}

export function ChangePasswordRoute() {
  return (
    <Styled>
      <ChangePasswordPage />
    </Styled>
  );
}

export function MyPageRoute() {
  return (
    <Styled>
      <MyPage />
    </Styled>
  );
}

export function UserInfoRoute() {
  return (
    <Styled>
      <UserInfoPage />
    </Styled>
  );
}

export function UpdateCompleteRoute() {
  return (
    <Styled>
      <UpdateCompletePage />
    </Styled>
  );
}

export function RequestOpenDmRoute() {
  return (
    <Styled>
      <RequestOpenDmPage />
    </Styled>
  );
}

export function UnsubscribeRoute() {
  return (
    <Styled>
      <UnsubscribePage />
    </Styled>
  );
}
