import type { changeBookingBody } from '@tomaru/domain/schemas/manage';
import { api } from '@tomaru/ui/api';
import type * as v from 'valibot';
export type ChangeBookingInput = v.InferInput<typeof changeBookingBody>;

export type ChangeResult = {
  reservation_id: number;
  display_id: string;
  status: string;
  amount_due: number;
  total_include_tax: number;
  before_reservation_id: number;
};

/**
 * Changes a reservation (POST /api/changebooking): a new reservation replaces the one named by
 * display id and e-mail. 409 not_changeable (issues[0].code says why) or unavailable_date; 422 with
 * issues under `booking.`.
 */
export const changeBooking = (body: ChangeBookingInput) => api<ChangeResult>('/api/changebooking', { body });
