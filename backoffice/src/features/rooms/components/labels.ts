import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The weekdays, Sunday first (0 = Sunday, as the API counts them). */
const WEEKDAY_LABELS = [msg`日`, msg`月`, msg`火`, msg`水`, msg`木`, msg`金`, msg`土`] as const;

/** A weekday's label (0 = Sunday). */
export const weekdayLabel = (day: number): MessageDescriptor => WEEKDAY_LABELS[day % 7] ?? WEEKDAY_LABELS[0];
