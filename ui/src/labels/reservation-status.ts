import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReservationStatus } from '@tomaru/domain/enums';

/** The one name of each reservation status, on guest and back-office screens alike (decision 025). */
export const RESERVATION_STATUS_LABELS = {
  booking: msg`予約済み`,
  modified_canceled: msg`変更によりキャンセル`,
  canceled: msg`キャンセル済み`,
  payment_processing: msg`決済手続き中`,
  payment_canceled: msg`決済失敗`,
} as const satisfies Record<ReservationStatus, MessageDescriptor>;

/** A booked stay whose check-out day has come, as the guest reads it (stayIsOver; decision 054). */
export const STAY_OVER_LABEL = msg`宿泊済み`;
