import { api } from '@tomaru/ui/api';
import type { BookingKey } from '@tomaru/ui/booking-key';

export type CancelTarget = { by: 'key'; key: BookingKey } | { by: 'member'; reservation_id: number };

/**
 * Cancels online: by display id and e-mail (`POST /api/cancelbooking`) or, for a signed-in member's
 * own booking, by its id (`POST /api/api/cancelbooking`). A fee, jtb or a cancelled booking → 409.
 */
export function cancelBooking(target: CancelTarget): Promise<{ status: 'canceled' }> {
  return target.by === 'key'
    ? api('/api/cancelbooking', { body: target.key })
    : api('/api/api/cancelbooking', { kind: 'user', body: { reservation_id: target.reservation_id } });
}
