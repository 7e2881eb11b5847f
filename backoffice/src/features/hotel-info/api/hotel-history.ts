import { queryOptions } from '@tanstack/react-query';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** One page of a hotel's change history (getaudit), newest first. */
export function hotelHistoryQuery(viewer: StaffKind, hotelId: number, page = 1) {
  return queryOptions({
    queryKey: ['hotel-info', viewer, hotelId, 'history', page],
    queryFn: () =>
      json(
        client(viewer).api.api.getaudit.$get({
          query: { entity: 'hotel', entity_id: String(hotelId), page: String(page) },
        }),
      ),
  });
}
