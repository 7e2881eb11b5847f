import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import type { GuestHotel } from '@tomaru/ui/remote';
import { useApi } from '@tomaru/ui/use-api';

/** One hotel's public information (gethotelinfo), in the page's language where supplied. */
const getHotelInfo = (hotelId: number, lang: Lang, signal: AbortSignal) =>
  api<{ hotel: GuestHotel }>('/api/gethotelinfo', { query: { hotel_id: hotelId, lang }, signal });

export const useHotelInfo = (hotelId: number | null, lang: Lang) =>
  useApi(hotelId === null ? null : `hotel:${hotelId}:${lang}`, (s) =>
    getHotelInfo(hotelId as number, lang, s),
  );
