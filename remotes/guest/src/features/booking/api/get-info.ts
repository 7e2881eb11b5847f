import type { Lang } from '@tomaru/ui/lang';
import { getInfo } from '../../../api/hotels';
import { useResource } from '../hooks/use-resource';

export const useInfo = (hotelId: number, lang: Lang) =>
  useResource(`${hotelId}:${lang}`, (signal) => getInfo(hotelId, lang, signal));
