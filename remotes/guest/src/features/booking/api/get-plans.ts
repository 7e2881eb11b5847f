import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { getPlans } from '../../../api/plans';

/** A plan as the guest catalog answers it (getplans), in the page's language. */
export type Plan = Awaited<ReturnType<typeof getPlans>>['plans'][number];

export const plansQuery = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'plans', lang],
    queryFn: ({ signal }) => getPlans(hotelId, lang, null, signal),
  });

export const usePlans = (hotelId: number, lang: Lang) => useQuery(plansQuery(hotelId, lang));
