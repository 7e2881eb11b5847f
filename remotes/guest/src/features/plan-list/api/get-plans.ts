import type { Lang } from '@tomaru/ui/lang';
import type { StaySearch } from '@tomaru/ui/plan-card';
import { useApi } from '@tomaru/ui/use-api';
import { getPlans } from '../../../api/plans';

export const usePlans = (hotelId: number, lang: Lang, search: StaySearch | null) =>
  useApi(`plans:${hotelId}:${lang}:${JSON.stringify(search)}`, (s) => getPlans(hotelId, lang, search, s));
