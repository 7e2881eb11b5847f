import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { hotelInfoQuery } from '../../../api/hotels';

/** The hotel of a reservation being changed, in the page's language (its name and whether it sells). */
export const useHotelInfo = (hotelId: number | null, lang: Lang) =>
  useQuery({ ...hotelInfoQuery(hotelId ?? 0, lang), enabled: hotelId !== null });
