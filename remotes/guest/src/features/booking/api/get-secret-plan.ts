import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useResource } from '../hooks/use-resource';
import type { Plan } from './get-plans';

/** A secret plan by its URL key (getsecretplan), in the shape getplans gives the other plans. */
const getSecretPlan = (hotelId: number, url: string, lang: Lang, signal?: AbortSignal) =>
  api<{ plan: Plan }>('/api/getsecretplan', {
    query: { hotel_id: hotelId, url, lang },
    ...(signal ? { signal } : {}),
  });

/** The secret plan of a booking link (idle when the link named none). */
export const useSecretPlan = (hotelId: number, url: string, lang: Lang) =>
  useResource(url ? `${hotelId}:${url}:${lang}` : null, (signal) =>
    getSecretPlan(hotelId, url, lang, signal),
  );
