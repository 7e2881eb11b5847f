import type { Lang } from '@tomaru/ui/lang';
import { getChildTypes } from '../../../api/hotels';
import { useResource } from '../hooks/use-resource';

export const useChildTypes = (hotelId: number, lang: Lang) =>
  useResource(`${hotelId}:${lang}`, (signal) => getChildTypes(hotelId, lang, signal));
