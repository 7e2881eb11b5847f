import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useResource } from '../hooks/use-resource';

/** A hotel's child type: its name and the ages it covers. */
export type ChildType = {
  child_type: number;
  name: string;
  age_from: number;
  age_to: number;
  uses_bed: boolean;
  with_meal: boolean;
};

const getChildTypes = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  api<{ child_types: ChildType[] }>('/api/getchildtype', {
    query: { hotel_id: hotelId, lang },
    ...(signal ? { signal } : {}),
  });

export const useChildTypes = (hotelId: number, lang: Lang) =>
  useResource(`${hotelId}:${lang}`, (signal) => getChildTypes(hotelId, lang, signal));
