import { queryOptions } from '@tanstack/react-query';
import { isPrefectureCode } from '@tomaru/domain/lists/prefectures';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import type { SearchValues } from '@tomaru/ui/stay-search-form';

// One fetcher per public hotel call, shared by the guest remote's features (decision 029).

/** One hotel's public information (gethotelinfo), in `lang` where the hotel supplies it. */
const getHotelInfo = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  json(client().api.gethotelinfo.$get({ query: { hotel_id: String(hotelId), lang } }, { init: { signal } }));
export const hotelInfoQuery = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'info', lang],
    queryFn: ({ signal }) => getHotelInfo(hotelId, lang, signal),
  });

/** The hotel's legal notation (特定商取引法に基づく表記): seller, address, contact (getinfo). */
const getInfo = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  json(client().api.getinfo.$get({ query: { hotel_id: String(hotelId), lang } }, { init: { signal } }));
export type HotelNotation = Awaited<ReturnType<typeof getInfo>>['info'];
export const notationQuery = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'notation', lang],
    queryFn: ({ signal }) => getInfo(hotelId, lang, signal),
  });

/** A hotel's six child types with their names in `lang` (getchildtype). */
const getChildTypes = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  json(client().api.getchildtype.$get({ query: { hotel_id: String(hotelId), lang } }, { init: { signal } }));
export type ChildType = Awaited<ReturnType<typeof getChildTypes>>['child_types'][number];
export const childTypesQuery = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'child-types', lang],
    queryFn: ({ signal }) => getChildTypes(hotelId, lang, signal),
  });

/** The hotels open to guests (gethotels), of one prefecture ('' or an unknown code: all). */
const getHotels = (prefecture: string, lang: Lang, signal?: AbortSignal) =>
  json(
    client().api.gethotels.$get(
      { query: isPrefectureCode(prefecture) ? { prefecture, lang } : { lang } },
      { init: { signal } },
    ),
  );
export const hotelsQuery = (prefecture: string, lang: Lang) =>
  queryOptions({
    queryKey: ['hotels', isPrefectureCode(prefecture) ? prefecture : '', lang],
    queryFn: ({ signal }) => getHotels(prefecture, lang, signal),
  });

/** Plans across hotels for a search (searchplans), in the page's language. */
const searchPlans = (values: SearchValues, lang: Lang, signal?: AbortSignal) => {
  const query = Object.fromEntries(
    Object.entries({ ...values, lang })
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return json(client().api.searchplans.$get({ query }, { init: { signal } }));
};

/** A search across hotels: the plans found, with the names of their hotels (gethotels of the same area). */
export const searchPlansQuery = (values: SearchValues, lang: Lang) =>
  queryOptions({
    queryKey: ['search', values, lang],
    queryFn: async ({ signal }) => {
      const [plans, hotels] = await Promise.all([
        searchPlans(values, lang, signal),
        getHotels(values.prefecture, lang, signal),
      ]);
      return { plans: plans.plans, hotels: new Map(hotels.hotels.map((h) => [h.hotel_id, h.name])) };
    },
  });
