import { useLingui } from '@lingui/react/macro';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { ReservationList } from '@tomaru/ui/reservations/reservation-list';

/** The hotel's reservation list (`reservation`): its own hotel, or the hotel an admin or chain views. */
export function ReservationListPage() {
  const { t } = useLingui();
  const { entityId, basePath } = useBackOffice();
  return (
    <ReservationList
      heading={t`予約一覧`}
      hotelId={entityId}
      listPath={`${basePath}/reservation`}
      detailPath={() => `${basePath}/reservation/edit`}
    />
  );
}
