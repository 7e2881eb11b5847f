import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HotelStatus } from '@tomaru/domain/enums';

/** The one name of each hotel status: taking bookings, or paused (decision 025). */
export const HOTEL_STATUS_LABELS = {
  normal: msg`稼働中`,
  pause: msg`停止中`,
} as const satisfies Record<HotelStatus, MessageDescriptor>;
