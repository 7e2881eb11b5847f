import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { hotelsOptions } from '../api/get-hotels';
import { type ReservationSearch, searchableHotels } from '../reservation-search';
import { useErrorText } from './labels';
import { ReservationList } from './reservation-list';

/**
 * Every hotel's reservations for a chain or an admin (`allreservation`), with a hotel filter. A line
 * opens the hotel's own detail screen in the "view as" frame (`/admin/chainhotel/{id}/…`,
 * `/admin/adminhotel/{id}/…`). The server keeps each caller to its own hotels.
 */
export function AllReservationPage({ search }: RemotePageProps<ReservationSearch>) {
  const { t, i18n } = useLingui();
  const { viewer, role, entityId, basePath, menu } = useBackOffice();
  const item = menu.find((entry) => entry.item === 'allreservation');
  const heading = item ? i18n._(item.name) : t`予約検索`;
  const errorText = useErrorText();
  const hotels = useQuery(hotelsOptions(viewer));
  if (hotels.isPending) return <p role="status">{t`読み込み中…`}</p>;
  if (hotels.isError) {
    return (
      <p className="form__failure" role="alert">
        {errorText(hotels.error)}
      </p>
    );
  }
  const frame = viewer === 'admin' ? 'adminhotel' : 'chainhotel';
  const scope = searchableHotels(hotels.data, search, { role, viewer, entityId });
  return (
    <ReservationList
      heading={heading}
      search={scope.search}
      hotels={scope.hotels}
      allowAllHotels={scope.allowAllHotels}
      listPath={`${basePath}/allreservation`}
      detailPath={(row) => `/admin/${frame}/${row.hotel_id}/reservation/edit`}
    />
  );
}
