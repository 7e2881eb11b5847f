import type { changeBookingBody } from '@tomaru/domain/schemas/manage';
import { client, json } from '@tomaru/ui/client';
import type * as v from 'valibot';
export type ChangeBookingInput = v.InferInput<typeof changeBookingBody>;

/**
 * Changes a reservation (POST /api/changebooking): a new reservation replaces the one named by
 * display id and e-mail. 409 not_changeable (issues[0].code says why) or unavailable_date; 422 with
 * issues under `booking.`.
 */
export const changeBooking = (body: ChangeBookingInput) =>
  json(client().api.changebooking.$post({ json: body }));
