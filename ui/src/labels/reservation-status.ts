import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReservationStatus } from '@tomaru/domain/enums';
import { RESERVATION_STATUS_LABELS as NAMES } from '@tomaru/domain/labels/reservation-status';

/**
 * The one name of each reservation status, on guest and back-office screens alike (decision 025).
 * The words live in domain/, as { id, message } descriptors, so that the worker's Japanese
 * reservation CSV writes the same words (decision 057).
 */
export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, MessageDescriptor>> = NAMES;

/** A booked stay whose check-out day has come, as the guest reads it (stayIsOver; decision 054). */
export const STAY_OVER_LABEL = msg`宿泊済み`;
