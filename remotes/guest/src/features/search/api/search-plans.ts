import { isPrefectureCode } from '@tomaru/domain/lists/prefectures';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import type { SearchValues } from '@tomaru/ui/stay-search-form';
import { useApi } from '@tomaru/ui/use-api';

/**
 * Plans across hotels for a search (searchplans), with the names of their hotels (gethotels of the
 * same area), in the page's language.
 */
async function searchPlans(values: SearchValues, lang: Lang, signal: AbortSignal) {
  const query = Object.fromEntries(
    Object.entries({ ...values, lang })
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const area = isPrefectureCode(values.prefecture) ? { prefecture: values.prefecture } : {};
  const [plans, hotels] = await Promise.all([
    json(client().api.searchplans.$get({ query }, { init: { signal } })),
    json(client().api.gethotels.$get({ query: { ...area, lang } }, { init: { signal } })),
  ]);
  return { plans: plans.plans, hotels: new Map(hotels.hotels.map((h) => [h.hotel_id, h.name])) };
}

export const useSearchPlans = (values: SearchValues | null, lang: Lang) =>
  useApi(values ? `search:${JSON.stringify(values)}:${lang}` : null, (s) =>
    searchPlans(values as SearchValues, lang, s),
  );
