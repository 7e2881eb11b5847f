import type { UpdateReservationMemoBody } from '@tomaru/domain/schemas/reservations';
import { api, type StaffKind } from '@tomaru/ui/api';

export type UpdateReservationMemoAnswer = { reservation_id: number; hotel_memo: string; updated_at: string };

export function updateReservationMemo(kind: StaffKind, body: UpdateReservationMemoBody) {
  return api<UpdateReservationMemoAnswer>('/api/api/updatereservationmemo', { kind, body });
}
