import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender, MealType, PaymentMethod, PhoneType } from '@tomaru/domain/enums';
import { ApiError } from '@tomaru/ui/api';
import { errorText } from '@tomaru/ui/error-text';
import { formatPlainDate } from '@tomaru/ui/format';
import { CHANGE_REASON_LABELS } from '@tomaru/ui/labels/change-reason';
import { GENDER_LABELS } from '@tomaru/ui/labels/gender';
import { MEAL_TYPE_LABELS } from '@tomaru/ui/labels/meal-type';
import { PAYMENT_METHOD_LABELS } from '@tomaru/ui/labels/payment-method';
import { PHONE_TYPE_LABELS } from '@tomaru/ui/labels/phone-type';

/** The guest's message for an API or form code (the one table, ui/src/error-text.ts). */
export const codeMessage = (i18n: I18n, code: string): string => errorText(i18n, code);

/**
 * The guest's message for a refused call: its code's words, and for dates whose bookings open later
 * (booking_not_open_yet, decision 045) from when, Japan time.
 */
export function apiErrorMessage(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError)) return codeMessage(i18n, 'internal_error');
  const text = codeMessage(i18n, error.code);
  const opensAt = error.details.opens_at;
  if (error.code !== 'booking_not_open_yet' || typeof opensAt !== 'string') return text;
  const when = `${formatPlainDate(opensAt.slice(0, 10), i18n.locale)} ${opensAt.slice(11, 16)}`;
  return `${text} ${i18n._(msg`${when}（日本時間）から予約を受け付けます。`)}`;
}

/** Why a change is refused (`reason` of the change rules, or issues[0].code of 409 not_changeable). */
export const changeReason = (i18n: I18n, reason: string | undefined) =>
  reason && Object.hasOwn(CHANGE_REASON_LABELS, reason)
    ? i18n._(CHANGE_REASON_LABELS[reason as keyof typeof CHANGE_REASON_LABELS])
    : errorText(i18n, 'not_changeable');

export const mealLabel = (i18n: I18n, meal: MealType) => i18n._(MEAL_TYPE_LABELS[meal]);
export const genderLabel = (i18n: I18n, g: Gender) => i18n._(GENDER_LABELS[g]);
export const phoneTypeLabel = (i18n: I18n, p: PhoneType) => i18n._(PHONE_TYPE_LABELS[p]);

/** How long a prepaid booking holds its room while the guest pays (the worker's PAYMENT_HOLD_MINUTES). */
const PAYMENT_HOLD_MINUTES = 30;

// When each method is paid (特定商取引法 12-6: the timing is part of the final confirmation screen).
const PAY_AT_HOTEL = msg`宿泊当日に施設でお支払いください。`;
export const paymentName = (i18n: I18n, m: PaymentMethod) => i18n._(PAYMENT_METHOD_LABELS[m]);
export const paymentTiming = (i18n: I18n, m: PaymentMethod, holdMinutes = PAYMENT_HOLD_MINUTES) =>
  m === 'local'
    ? i18n._(PAY_AT_HOTEL)
    : i18n._(
        msg`ご予約確定時に決済します。${holdMinutes}分以内にお支払いが完了しない場合、予約は取り消されます。`,
      );
/** What the completion page says of the money: a prepaid booking is shown only once paid. */
export const paymentDone = (i18n: I18n, m: PaymentMethod) =>
  m === 'local' ? i18n._(PAY_AT_HOTEL) : i18n._(msg`お支払いは完了しています。`);
