import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { notationQuery } from '../../../api/hotels';

/** The hotel's legal notation, shown on the confirmation step. */
export const useInfo = (hotelId: number, lang: Lang) => useQuery(notationQuery(hotelId, lang));
