import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OptionPriceUnit } from '@tomaru/domain/schemas/options';

/** How an additional option's unit price counts, as the clerk reads it. */
export const PRICE_UNIT_LABELS: Record<OptionPriceUnit, MessageDescriptor> = {
  stay: msg`1回（1予約）あたり`,
  person: msg`1名あたり`,
  night: msg`1泊あたり`,
};
