import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

/** A hotel of the list (gethotels), texts in the page's language where the hotel supplies them. */
export type ListedHotel = {
  hotel_id: number;
  name: string;
  status: 'normal' | 'pause';
  prefecture: string;
  address: string;
  access: string;
  /** Lowest price per adult per night, tax included; null when nothing is on sale. */
  min_price: number | null;
};

const getHotels = (query: { prefecture?: string; lang: Lang }, signal: AbortSignal) =>
  api<{ hotels: ListedHotel[] }>('/api/gethotels', { query, signal });

export const useHotels = (prefecture: string, lang: Lang) =>
  useApi(`hotels:${prefecture}:${lang}`, (s) =>
    getHotels({ ...(prefecture ? { prefecture } : {}), lang }, s),
  );
