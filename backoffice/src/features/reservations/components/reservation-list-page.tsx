import { useLingui } from '@lingui/react/macro';
import { useBackOffice } from '@tomaru/ui/backoffice';
import type { RemotePageProps } from '@tomaru/ui/remote';
import type { ReservationSearch } from '../reservation-search';
import { ReservationList } from './reservation-list';

/** The hotel's reservation list (`reservation`): its own hotel, or the hotel an admin or chain views. */
export function ReservationListPage({ search }: RemotePageProps<ReservationSearch>) {
  const { t } = useLingui();
  const { entityId, basePath } = useBackOffice();
  return (
    <ReservationList
      heading={t`予約一覧`}
      search={search}
      hotelId={entityId}
      listPath={`${basePath}/reservation`}
      detailPath={() => `${basePath}/reservation/edit`}
    />
  );
}
