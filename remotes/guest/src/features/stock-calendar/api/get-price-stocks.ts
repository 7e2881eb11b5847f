import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

export type StockDay = {
  date: string;
  remaining: number;
  price_per_adult: number | null;
  /** Whether the plan sells a night from this day (sale period, booking window, closed dates). */
  on_sale: boolean;
};

/** The hotel's week (getpricestocks): per plan × room and day, rooms left and price per adult. */
export type PriceStocks = {
  dates: string[];
  prev_from: string;
  next_from: string;
  plans: { plan_id: number; title: string; rooms: { room_id: number; name: string; days: StockDay[] }[] }[];
};

const getPriceStocks = (
  body: { hotel_id: number; from: string; days: number; adults: number; lang: Lang },
  signal: AbortSignal,
) => api<PriceStocks>('/api/getpricestocks', { body, signal });

export const usePriceStocks = (hotelId: number, from: string, adults: number, lang: Lang) =>
  useApi(`stocks:${hotelId}:${from}:${adults}:${lang}`, (s) =>
    getPriceStocks({ hotel_id: hotelId, from, days: 7, adults, lang }, s),
  );
