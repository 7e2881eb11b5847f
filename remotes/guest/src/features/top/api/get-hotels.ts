import { api } from '@tomaru/ui/api';
import type { Client, InferResponseType } from '@tomaru/ui/client';
import type { LoaderContext, RawSearch } from '@tomaru/ui/remote';

// The query (hotelsQuery in domain/src/schemas/catalog.ts) is only the page's language here; the
// schema is not imported so the top page does not load it twice.

/**
 * A hotel open to guests, as gethotels answers it (texts in the page's language where supplied).
 * Typed from the worker, but called through `api()`: the typed client's code stays out of the top
 * page's 150 KB (decision 029).
 */
type FeaturedHotel = InferResponseType<Client['api']['gethotels']['$get'], 200>['hotels'][number];

/** The top page's hotels, or why they could not be read (the page says so; the rest of it works). */
export type FeaturedHotels = { hotels: FeaturedHotel[] } | { error: unknown };

/**
 * The top page's loader: the hotels to book, read before the page renders. Through plain `api()`
 * and without the query cache, which the top page does not load (decision 030).
 */
export async function loadFeaturedHotels({ lang }: LoaderContext<RawSearch>): Promise<FeaturedHotels> {
  try {
    return await api<{ hotels: FeaturedHotel[] }>('/api/gethotels', { query: { lang } });
  } catch (error) {
    return { error };
  }
}
