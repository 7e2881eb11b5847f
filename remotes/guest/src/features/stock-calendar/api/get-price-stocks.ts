import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

const getPriceStocks = (
  body: { hotel_id: number; from: string; days: number; adults: number; lang: Lang },
  signal: AbortSignal,
) => json(client().api.getpricestocks.$post({ json: body }, { init: { signal } }));
/** The hotel's week (getpricestocks): per plan × room and day, rooms left and price per adult. */
type PriceStocks = Awaited<ReturnType<typeof getPriceStocks>>;
export type StockDay = PriceStocks['plans'][number]['rooms'][number]['days'][number];

export const usePriceStocks = (hotelId: number, from: string, adults: number, lang: Lang) =>
  useApi(`stocks:${hotelId}:${from}:${adults}:${lang}`, (s) =>
    getPriceStocks({ hotel_id: hotelId, from, days: 7, adults, lang }, s),
  );
