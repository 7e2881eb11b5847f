import { useLingui } from '@lingui/react/macro';
import { api } from '../api';
import { type HotelSummary, useBackOffice } from '../backoffice';
import { useApi } from '../use-api';
import { useErrorText } from './labels';
import { ReservationList } from './reservation-list';

/**
 * Every hotel's reservations for a chain or an admin (`allreservation`), with a hotel filter. A line
 * opens the hotel's own detail screen in the "view as" frame (`/admin/chainhotel/{id}/…`,
 * `/admin/adminhotel/{id}/…`). The server keeps each caller to its own hotels.
 */
export function AllReservationList() {
  const { t, i18n } = useLingui();
  const { viewer, role, entityId, basePath, menu } = useBackOffice();
  const item = menu.find((entry) => entry.item === 'allreservation');
  const heading = item ? i18n._(item.name) : t`予約検索`;
  const errorText = useErrorText();
  const hotels = useApi(`hotels:${viewer}`, (signal) =>
    api<{ hotels: HotelSummary[] }>('/api/api/gethotelsall', { kind: viewer, signal }).then((r) => r.hotels),
  );
  if (hotels.status === 'loading') return <p role="status">{t`読み込み中…`}</p>;
  if (hotels.status === 'failed') {
    return (
      <p className="form__failure" role="alert">
        {errorText(hotels.error)}
      </p>
    );
  }
  // An admin viewing one chain's screens sees that chain's hotels, one at a time (the search call
  // knows no chain filter, and the admin's own scope is every hotel).
  const viewingChain = role === 'chain' && viewer === 'admin';
  const list = viewingChain ? hotels.data.filter((h) => h.chain_id === entityId) : hotels.data;
  const frame = viewer === 'admin' ? 'adminhotel' : 'chainhotel';
  return (
    <ReservationList
      heading={heading}
      hotels={list}
      allowAllHotels={!viewingChain}
      listPath={`${basePath}/allreservation`}
      detailPath={(row) => `/admin/${frame}/${row.hotel_id}/reservation/edit`}
    />
  );
}
