import type { signedCancelBody } from '@tomaru/domain/schemas/manage';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';
import type * as v from 'valibot';

/** Cancellation by the hotel: the fee is recorded and the guest is mailed. */
export function cancelReservation(kind: StaffKind, body: v.InferOutput<typeof signedCancelBody>) {
  return json(client(kind).api.api.cancelbooking.$post({ json: body }));
}

export type CancelReservationAnswer = Awaited<ReturnType<typeof cancelReservation>>;
