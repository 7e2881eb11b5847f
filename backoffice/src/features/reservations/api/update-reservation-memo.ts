import type { UpdateReservationMemoBody } from '@tomaru/domain/schemas/reservations';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

export function updateReservationMemo(kind: StaffKind, body: UpdateReservationMemoBody) {
  return json(client(kind).api.api.updatereservationmemo.$post({ json: body }));
}
