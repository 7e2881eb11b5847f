import { api } from '@tomaru/ui/api';
import type { Client, InferResponseType } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

// The query (hotelsQuery in domain/src/schemas/catalog.ts) is only the page's language here; the
// schema is not imported so the top page does not load it twice.

/**
 * A hotel open to guests, as gethotels answers it (texts in the page's language where supplied).
 * Typed from the worker, but called through `api()`: the typed client's code stays out of the top
 * page's 150 KB (decision 029).
 */
export type FeaturedHotel = InferResponseType<Client['api']['gethotels']['$get'], 200>['hotels'][number];

const getHotels = (lang: Lang, signal: AbortSignal) =>
  api<{ hotels: FeaturedHotel[] }>('/api/gethotels', { query: { lang }, signal });

export const useFeaturedHotels = (lang: Lang) => useApi(`featured:${lang}`, (s) => getHotels(lang, s));
