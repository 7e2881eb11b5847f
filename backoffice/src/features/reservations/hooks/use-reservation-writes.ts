import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateReservationMemoBody } from '@tomaru/domain/schemas/reservations';
import type { StaffKind } from '@tomaru/ui/api';
import { cancelReservation } from '../api/cancel-reservation';
import { updateReservationMemo } from '../api/update-reservation-memo';

/**
 * The reservation screens' writes. Each invalidates every reservation query of the viewer (the
 * detail, its mails and the list pages), so the screens show what the server now holds.
 */
function useInvalidateReservations(kind: StaffKind) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['reservations', kind] });
}

export function useUpdateReservationMemo(kind: StaffKind) {
  const invalidate = useInvalidateReservations(kind);
  return useMutation({
    mutationFn: (body: UpdateReservationMemoBody) => updateReservationMemo(kind, body),
    onSuccess: invalidate,
  });
}

export function useCancelReservation(kind: StaffKind) {
  const invalidate = useInvalidateReservations(kind);
  return useMutation({
    mutationFn: (body: Parameters<typeof cancelReservation>[1]) => cancelReservation(kind, body),
    onSuccess: invalidate,
  });
}
