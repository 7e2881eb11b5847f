import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { childTypesQuery } from '../../../api/hotels';

export const useChildTypes = (hotelId: number, lang: Lang) => useQuery(childTypesQuery(hotelId, lang));
