import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import type { GuestHotel } from '@tomaru/ui/remote';
import { useResource } from '../hooks/use-resource';

/** The hotel of a reservation being changed, in the page's language (its name and whether it sells). */
const getHotelInfo = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  api<{ hotel: GuestHotel }>('/api/gethotelinfo', {
    query: { hotel_id: hotelId, lang },
    ...(signal ? { signal } : {}),
  });

export const useHotelInfo = (hotelId: number | null, lang: Lang) =>
  useResource(hotelId ? `${hotelId}:${lang}` : null, (signal) => getHotelInfo(hotelId ?? 0, lang, signal));
