import { queryOptions } from '@tanstack/react-query';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

// One fetcher per public hotel call, shared by the guest remote's features (decision 029).

/** One hotel's public information (gethotelinfo), in `lang` where the hotel supplies it. */
export const getHotelInfo = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
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
