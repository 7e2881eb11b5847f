import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MealType } from '@tomaru/domain/enums';

/** The one name of each meal type of a plan (decision 025). */
export const MEAL_TYPE_LABELS = {
  breakfast: msg`朝食付き`,
  dinner: msg`夕食付き`,
  breakfast_n_dinner: msg`朝食・夕食付き`,
  nothing: msg`食事なし`,
  other: msg`お食事はプラン内容をご確認ください`,
} as const satisfies Record<MealType, MessageDescriptor>;
