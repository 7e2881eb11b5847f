import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import type { GuestPlan, StaySearch } from '@tomaru/ui/plan-card';
import { useApi } from '@tomaru/ui/use-api';

/** A hotel's plans (getplans): with a search, prices and availability for it; without, minimum prices. */
const getPlans = (hotelId: number, lang: Lang, search: StaySearch | null, signal: AbortSignal) =>
  api<{ plans: GuestPlan[]; status: 'normal' | 'pause' }>('/api/getplans', {
    query: { hotel_id: hotelId, lang, ...(search ?? {}) },
    signal,
  });

export const usePlans = (hotelId: number, lang: Lang, search: StaySearch | null) =>
  useApi(`plans:${hotelId}:${lang}:${JSON.stringify(search)}`, (s) => getPlans(hotelId, lang, search, s));
