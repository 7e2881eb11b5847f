import { cancelFee } from '@tomaru/domain/pricing/cancellation';
import type { signedCancelBody } from '@tomaru/domain/schemas/manage';
import { api, type StaffKind } from '@tomaru/ui/api';
import type * as v from 'valibot';

export type CancelReservationBody = v.InferOutput<typeof signedCancelBody>;
export type CancelReservationAnswer = { status: 'canceled'; reservation_id: number; cancel_fee: number };

/** Cancellation by the hotel: the fee is recorded and the guest is mailed. */
export function cancelReservation(kind: StaffKind, body: CancelReservationBody) {
  return api<CancelReservationAnswer>('/api/api/cancelbooking', { kind, body });
}

/**
 * The fee the plan's schedule (as the guest agreed to it) gives at `now`: the same rule the server
 * applies when no fee is sent.
 */
export function scheduledCancelFee(
  r: {
    cancel_policy: readonly { days_before: number; percent: number }[];
    stay_start_date: string;
    total_include_tax: number;
  },
  nowSeconds: number,
): { percent: number; fee: number } {
  return cancelFee(r.cancel_policy, r.stay_start_date, nowSeconds, r.total_include_tax);
}
