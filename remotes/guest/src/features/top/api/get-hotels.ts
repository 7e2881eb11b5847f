import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

// The query (hotelsQuery in domain/src/schemas/catalog.ts) is only the page's language here; the
// schema is not imported so the top page does not load it twice.

/** A hotel open to guests, as gethotels answers it (texts in the page's language where supplied). */
export type FeaturedHotel = {
  hotel_id: number;
  name: string;
  status: 'normal' | 'pause';
  prefecture: string;
  access: string;
  description: string;
  /** Lowest price per adult per night, tax included; null when nothing is on sale. */
  min_price: number | null;
};

const getHotels = (lang: Lang, signal: AbortSignal) =>
  api<{ hotels: FeaturedHotel[] }>('/api/gethotels', { query: { lang }, signal });

export const useFeaturedHotels = (lang: Lang) => useApi(`featured:${lang}`, (s) => getHotels(lang, s));
