import type { MessageDescriptor } from '@lingui/core';
import type { ReservationStatus } from '@tomaru/domain/enums';
import { RESERVATION_STATUS_LABELS as NAMES } from '@tomaru/domain/labels/reservation-status';

/**
 * The one name of each value (decision 025). The words live in domain/, as { id, message }
 * descriptors, so that the worker's Japanese reservation CSV writes the same words (decision 057).
 */
export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, MessageDescriptor>> = NAMES;
