import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import type { Plan } from './get-plans';

/** A secret plan by its URL key (getsecretplan), in the shape getplans gives the other plans. */
const getSecretPlan = (hotelId: number, url: string, lang: Lang, signal?: AbortSignal) =>
  api<{ plan: Plan }>('/api/getsecretplan', {
    query: { hotel_id: hotelId, url, lang },
    ...(signal ? { signal } : {}),
  });

/** The secret plan of a booking link (idle when the link named none). */
const secretPlanQuery = (hotelId: number, url: string, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'secret-plan', url, lang],
    queryFn: ({ signal }) => getSecretPlan(hotelId, url, lang, signal),
  });

/** The secret plan of the link's URL key (none without one). */
export const useSecretPlan = (hotelId: number, url: string, lang: Lang) =>
  useQuery({ ...secretPlanQuery(hotelId, url, lang), enabled: url !== '' });
