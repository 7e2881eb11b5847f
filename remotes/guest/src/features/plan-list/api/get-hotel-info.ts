import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';
import { getHotelInfo } from '../../../api/hotels';

export const useHotelInfo = (hotelId: number | null, lang: Lang) =>
  useApi(hotelId === null ? null : `hotel:${hotelId}:${lang}`, (s) =>
    getHotelInfo(hotelId as number, lang, s),
  );
