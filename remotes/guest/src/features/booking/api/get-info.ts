import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useResource } from '../hooks/use-resource';

/** The hotel's legal notation (特定商取引法に基づく表記): seller, address, contact. */
export type HotelNotation = {
  hotel_id: number;
  name: string;
  seller: string;
  invoice_registration_number: string;
  postcode: string;
  prefecture_name: string;
  address: string;
  tel: string;
  email: string;
  checkin_time: string;
  checkout_time: string;
};

const getInfo = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  api<{ info: HotelNotation }>('/api/getinfo', {
    query: { hotel_id: hotelId, lang },
    ...(signal ? { signal } : {}),
  });

export const useInfo = (hotelId: number, lang: Lang) =>
  useResource(`${hotelId}:${lang}`, (signal) => getInfo(hotelId, lang, signal));
