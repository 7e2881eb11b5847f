import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { getSecretPlan } from '../../../api/plans';

/** The secret plan of a booking link (idle when the link named none). */
const secretPlanQuery = (hotelId: number, url: string, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'secret-plan', url, lang],
    queryFn: ({ signal }) => getSecretPlan(hotelId, url, lang, signal),
  });

/** The secret plan of the link's URL key (none without one). */
export const useSecretPlan = (hotelId: number, url: string, lang: Lang) =>
  useQuery({ ...secretPlanQuery(hotelId, url, lang), enabled: url !== '' });
