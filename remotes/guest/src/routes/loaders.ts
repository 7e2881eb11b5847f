import type { LoaderContext, RawSearch } from '@tomaru/ui/remote';
import { searchFromQuery, validateSearch } from '@tomaru/ui/stay-search-form';
import { hotelInfoQuery, hotelsQuery, searchPlansQuery } from '../api/hotels';
import { plansQuery, roomsQuery, staySearchOf } from '../api/plans';

// The browsing pages' loaders: what each page shows goes into the query cache before it renders
// (decision 030), read with the same query options the page reads. A read that fails is left to the
// page, which says what went wrong (prefetchQuery never throws). This module loads with the first
// such page, never with the top page (its 150 KB budget).

type Context = LoaderContext<RawSearch>;
const ID = /^[1-9]\d{0,9}$/;

/** /hotellist?prefecture=…: the hotels of the area. */
export async function loadHotelList({ search, lang, queryClient }: Context) {
  await queryClient.prefetchQuery(hotelsQuery(search.prefecture ?? '', lang));
}

/** /planlist?hotel_id=…: the hotel and its plans for the stay of the query. */
export async function loadPlanList({ search, lang, queryClient }: Context) {
  const raw = search.hotel_id ?? '';
  if (!ID.test(raw)) return;
  const hotelId = Number(raw);
  const { stay } = staySearchOf(new URLSearchParams(search));
  await Promise.all([
    queryClient.prefetchQuery(hotelInfoQuery(hotelId, lang)),
    queryClient.prefetchQuery(plansQuery(hotelId, lang, stay)),
  ]);
}

/** /hotels/{id}: its plans for the stay of the query and its rooms. */
export async function loadHotelPage({ params, search, lang, queryClient }: Context) {
  const hotelId = Number(params.id);
  const { stay } = staySearchOf(new URLSearchParams(search));
  await Promise.all([
    queryClient.prefetchQuery(plansQuery(hotelId, lang, stay)),
    queryClient.prefetchQuery(roomsQuery(hotelId, lang)),
  ]);
}

/** /searchplanlist?…: the plans found, when the search is valid (the page explains one that is not). */
export async function loadSearch({ search, lang, queryClient }: Context) {
  const values = searchFromQuery(new URLSearchParams(search));
  if (Object.keys(validateSearch(values)).length) return;
  await queryClient.prefetchQuery(searchPlansQuery(values, lang));
}
