import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

const getRooms = (hotelId: number, lang: Lang, signal: AbortSignal) =>
  json(client().api.getrooms.$get({ query: { hotel_id: String(hotelId), lang } }, { init: { signal } }));

export const useRooms = (hotelId: number, lang: Lang) =>
  useApi(`rooms:${hotelId}:${lang}`, (s) => getRooms(hotelId, lang, s));
