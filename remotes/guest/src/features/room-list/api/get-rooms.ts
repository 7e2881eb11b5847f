import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

/** A room type as guests see it (getrooms). */
export type GuestRoom = {
  room_id: number;
  name: string;
  description: string;
  min_guests: number;
  max_guests: number;
  beds: number;
};

const getRooms = (hotelId: number, lang: Lang, signal: AbortSignal) =>
  api<{ rooms: GuestRoom[] }>('/api/getrooms', { query: { hotel_id: hotelId, lang }, signal });

export const useRooms = (hotelId: number, lang: Lang) =>
  useApi(`rooms:${hotelId}:${lang}`, (s) => getRooms(hotelId, lang, s));
