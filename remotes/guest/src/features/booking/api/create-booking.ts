import { api, getSession } from '@tomaru/ui/api';
import type { BookBodyInput } from '../model/bodies';

export type BookingResult = {
  reservation_id: number;
  display_id: string;
  status: string;
  amount_due: number;
  total_include_tax: number;
  payment?: { redirect_url: string };
};

/** Books the stay (POST /api/book); a signed-in member books as that member. */
export const createBooking = (body: BookBodyInput) =>
  api<BookingResult>('/api/book', { body, ...(getSession('user') ? { kind: 'user' as const } : {}) });
