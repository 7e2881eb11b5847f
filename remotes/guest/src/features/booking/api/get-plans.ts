import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancelPolicyStep } from '@tomaru/domain/pricing/cancellation';
import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';

type PlanRoom = {
  room_id: number;
  name: string;
  description: string;
  min_guests: number;
  max_guests: number;
  beds: number;
};

/** A plan as the guest catalog answers it (getplans), in the page's language. */
export type Plan = {
  plan_id: number;
  hotel_id: number;
  title: string;
  description: string;
  meal_type: 'breakfast' | 'dinner' | 'breakfast_n_dinner' | 'nothing' | 'other';
  payment_mode: 'prepayment' | 'both' | 'local';
  payment_methods: string[];
  min_nights: number;
  max_nights: number;
  checkin_times: string[];
  accepted_child_types: number[];
  cancel_policy: CancelPolicyStep[];
  change_deadline_days: number;
  rooms: PlanRoom[];
};

/** The hotel's bookable plans with their rooms (secret plans are never listed). */
const getPlans = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  api<{ plans: Plan[]; status?: string }>('/api/getplans', {
    query: { hotel_id: hotelId, lang },
    ...(signal ? { signal } : {}),
  });

export const plansQuery = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'plans', lang],
    queryFn: ({ signal }) => getPlans(hotelId, lang, signal),
  });

export const usePlans = (hotelId: number, lang: Lang) => useQuery(plansQuery(hotelId, lang));
