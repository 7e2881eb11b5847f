import { useEffect, useState } from 'react';
import { api } from '../api';
import type { Lang } from '../lang';

type PlanChoice = { plan_id: number; title: string };
type RoomChoice = { room_id: number; name: string };
export type PlansAndRooms = { plans: PlanChoice[]; rooms: RoomChoice[] };

/**
 * A hotel's plans and rooms for the search's selects, from the public catalog calls (the back office
 * has no list of its own yet). Either failing gives an empty list: the select then offers "all" only.
 */
async function getPlansAndRooms(hotelId: number, lang: Lang, signal?: AbortSignal): Promise<PlansAndRooms> {
  const query = { hotel_id: hotelId, lang };
  const [plans, rooms] = await Promise.all([
    api<{ plans: PlanChoice[] }>('/api/getplans', { query, signal })
      .then((r) => r.plans.map(({ plan_id, title }) => ({ plan_id, title })))
      .catch(() => []),
    api<{ rooms: RoomChoice[] }>('/api/getrooms', { query, signal })
      .then((r) => r.rooms.map(({ room_id, name }) => ({ room_id, name })))
      .catch(() => []),
  ]);
  return { plans, rooms };
}

/** The plans and rooms of `hotelId` (none while loading or without a hotel). */
export function usePlansAndRooms(hotelId: number | undefined, lang: Lang): PlansAndRooms {
  const [value, setValue] = useState<PlansAndRooms & { key: string }>({ plans: [], rooms: [], key: '' });
  const key = hotelId ? `${hotelId}:${lang}` : '';
  useEffect(() => {
    if (!hotelId) return;
    const controller = new AbortController();
    void getPlansAndRooms(hotelId, lang, controller.signal).then((r) => {
      if (!controller.signal.aborted) setValue({ ...r, key: `${hotelId}:${lang}` });
    });
    return () => controller.abort();
  }, [hotelId, lang]);
  return value.key === key ? value : { plans: [], rooms: [] };
}
