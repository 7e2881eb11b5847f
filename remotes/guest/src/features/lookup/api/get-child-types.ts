import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { type ChildType, childTypesQuery } from '../../../api/hotels';

const NONE: ChildType[] = [];

/** The hotel's child type names in the page's language (empty until read; failures leave numbers shown). */
export function useChildTypes(hotelId: number | undefined, lang: Lang): ChildType[] {
  const query = useQuery({ ...childTypesQuery(hotelId ?? 0, lang), enabled: hotelId !== undefined });
  return query.data?.child_types ?? NONE;
}
