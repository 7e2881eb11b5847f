import { queryOptions } from '@tanstack/react-query';
import { localize } from '@tomaru/domain/languages';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/**
 * Every plan of the hotel for a picker or a "which plans" choice, secret and hidden ones included
 * (the staff getplans), titled in the screen's language, else Japanese. One fetcher for the price,
 * option and question screens, so none of them misses a plan the public catalog hides.
 */
export function planChoicesQuery(viewer: StaffKind, hotelId: number, lang: Lang) {
  return queryOptions({
    queryKey: ['plans', viewer, hotelId, 'choices', lang],
    queryFn: async () =>
      (await json(client(viewer).api.api.getplans.$get({ query: { hotel_id: String(hotelId) } }))).plans.map(
        (p) => ({ plan_id: p.plan_id, title: localize(p.titles, lang), is_visible: p.is_visible }),
      ),
  });
}

/** Every room of the hotel, hidden ones included (the staff getrooms), named in the screen's language. */
export function roomChoicesQuery(viewer: StaffKind, hotelId: number, lang: Lang) {
  return queryOptions({
    queryKey: ['rooms', viewer, hotelId, 'choices', lang],
    queryFn: async () =>
      (await json(client(viewer).api.api.getrooms.$get({ query: { hotel_id: String(hotelId) } }))).rooms.map(
        (r) => ({ room_id: r.room_id, name: localize(r.names, lang), is_visible: r.is_visible }),
      ),
  });
}
