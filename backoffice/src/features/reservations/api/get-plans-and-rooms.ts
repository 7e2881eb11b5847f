import { queryOptions } from '@tanstack/react-query';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

async function planChoices(query: { hotel_id: string; lang: Lang }) {
  // A paused hotel answers `{ plans: [], status: 'pause' }`: a union of bodies, so read it plainly.
  const res = await client().api.getplans.$get({ query });
  const { plans } = await res.json();
  return plans.map((p) => ({ plan_id: p.plan_id, title: p.title }));
}

/**
 * A hotel's plans and rooms for the search's selects, from the public catalog calls (the back office
 * has no list of its own yet). Either failing gives an empty list: the select then offers "all" only.
 */
async function getPlansAndRooms(hotelId: number, lang: Lang) {
  const query = { hotel_id: String(hotelId), lang };
  const [plans, rooms] = await Promise.all([
    planChoices(query).catch(() => []),
    json(client().api.getrooms.$get({ query }))
      .then((r) => r.rooms.map(({ room_id, name }) => ({ room_id, name })))
      .catch(() => []),
  ]);
  return { plans, rooms };
}

export const plansAndRoomsOptions = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['plans-and-rooms', hotelId, lang],
    queryFn: () => getPlansAndRooms(hotelId, lang),
  });
