import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccommodationTaxCity } from '@tomaru/domain/pricing/accommodation-tax';

/** The one name of each municipality whose accommodation tax (宿泊税) a hotel collects (decision 025). */
export const ACCOMMODATION_TAX_CITY_LABELS = {
  none: msg`宿泊税なし`,
  tokyo: msg`東京都`,
  osaka: msg`大阪府`,
  kyoto: msg`京都市`,
} as const satisfies Record<AccommodationTaxCity, MessageDescriptor>;
