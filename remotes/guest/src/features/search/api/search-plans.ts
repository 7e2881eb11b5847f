import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import type { GuestPlan } from '@tomaru/ui/plan-card';
import type { SearchValues } from '@tomaru/ui/stay-search-form';
import { useApi } from '@tomaru/ui/use-api';

type HotelName = { hotel_id: number; name: string };

/**
 * Plans across hotels for a search (searchplans), with the names of their hotels (gethotels of the
 * same area), in the page's language.
 */
async function searchPlans(values: SearchValues, lang: Lang, signal: AbortSignal) {
  const query = Object.fromEntries(Object.entries({ ...values, lang }).filter(([, v]) => v !== ''));
  const area = values.prefecture ? { prefecture: values.prefecture } : {};
  const [plans, hotels] = await Promise.all([
    api<{ plans: GuestPlan[] }>('/api/searchplans', { query, signal }),
    api<{ hotels: HotelName[] }>('/api/gethotels', { query: { ...area, lang }, signal }),
  ]);
  return { plans: plans.plans, hotels: new Map(hotels.hotels.map((h) => [h.hotel_id, h.name])) };
}

export const useSearchPlans = (values: SearchValues | null, lang: Lang) =>
  useApi(values ? `search:${JSON.stringify(values)}:${lang}` : null, (s) =>
    searchPlans(values as SearchValues, lang, s),
  );
