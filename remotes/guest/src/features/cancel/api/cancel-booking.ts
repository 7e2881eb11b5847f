import type { BookingKey } from '@tomaru/ui/booking-key';
import { client, json } from '@tomaru/ui/client';

export type CancelTarget = { by: 'key'; key: BookingKey } | { by: 'member'; reservation_id: number };

/**
 * Cancels online: by display id and e-mail (`POST /api/cancelbooking`) or, for a signed-in member's
 * own booking, by its id (`POST /api/api/cancelbooking`). A fee, jtb or a cancelled booking → 409.
 */
export async function cancelBooking(target: CancelTarget) {
  if (target.by === 'key') return json(client().api.cancelbooking.$post({ json: target.key }));
  return json(
    client('user').api.api.cancelbooking.$post({ json: { reservation_id: target.reservation_id } }),
  );
}
