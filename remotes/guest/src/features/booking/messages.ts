import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender, MealType, PaymentMethod, PhoneType } from '@tomaru/domain/enums';
import { errorText } from '@tomaru/ui/error-text';
import { CHANGE_REASON_LABELS } from '@tomaru/ui/labels/change-reason';
import { GENDER_LABELS } from '@tomaru/ui/labels/gender';
import { MEAL_TYPE_LABELS } from '@tomaru/ui/labels/meal-type';
import { PAYMENT_METHOD_LABELS } from '@tomaru/ui/labels/payment-method';
import { PHONE_TYPE_LABELS } from '@tomaru/ui/labels/phone-type';

/** The guest's message for an API or form code (the one table, ui/src/error-text.ts). */
export const codeMessage = (i18n: I18n, code: string): string => errorText(i18n, code);

/** Why a change is refused (`reason` of the change rules, or issues[0].code of 409 not_changeable). */
export const changeReason = (i18n: I18n, reason: string | undefined) =>
  reason && Object.hasOwn(CHANGE_REASON_LABELS, reason)
    ? i18n._(CHANGE_REASON_LABELS[reason as keyof typeof CHANGE_REASON_LABELS])
    : errorText(i18n, 'not_changeable');

export const mealLabel = (i18n: I18n, meal: MealType) => i18n._(MEAL_TYPE_LABELS[meal]);
export const genderLabel = (i18n: I18n, g: Gender) => i18n._(GENDER_LABELS[g]);
export const phoneTypeLabel = (i18n: I18n, p: PhoneType) => i18n._(PHONE_TYPE_LABELS[p]);

// When each method is paid; its name is the one of the shared label table.
const PAYMENT_TIMINGS = {
  local: msg`チェックインの際にホテルのフロントでお支払いください。`,
  card: msg`ご予約時にお支払いいただきます。`,
  epsilon: msg`ご予約時にお支払いいただきます。`,
  jtb: msg`ご予約時にお支払いいただきます。`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;
export const paymentName = (i18n: I18n, m: PaymentMethod) => i18n._(PAYMENT_METHOD_LABELS[m]);
export const paymentTiming = (i18n: I18n, m: PaymentMethod) => i18n._(PAYMENT_TIMINGS[m]);
