import type { Lang } from '@tomaru/ui/lang';
import { getHotelInfo } from '../../../api/hotels';
import { useResource } from '../hooks/use-resource';

/** The hotel of a reservation being changed, in the page's language (its name and whether it sells). */
export const useHotelInfo = (hotelId: number | null, lang: Lang) =>
  useResource(hotelId ? `${hotelId}:${lang}` : null, (signal) => getHotelInfo(hotelId ?? 0, lang, signal));
