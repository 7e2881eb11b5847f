/**
 * Stable error and validation codes. The API answers `{ error: { code, message, issues } }` where
 * `code` is one of these and `message` is the English text below (for logs and partners); browsers
 * translate the code.
 */
export const ERROR_MESSAGES = {
  // request-level
  validation_failed: 'The request is invalid.',
  malformed_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request body is too large.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  uri_too_long: 'The address (URL) is too long.',
  internal_error: 'An error occurred.',
  unauthorized: 'Sign-in is required.',
  token_expired: 'The login has expired; log in again.',
  forbidden: 'You do not have access to this resource.',
  login_failed: 'Login failed.',
  too_many_attempts: 'Too many attempts; try again later.',
  invalid_refresh_token: 'The refresh token is invalid, expired or already used.',
  password_change_failed: 'The current password is wrong.',
  hotel_not_found: 'The hotel does not exist.',
  chain_not_found: 'The chain does not exist.',
  union_not_found: 'The union does not exist.',
  // field-level
  required: 'This field is required.',
  invalid_type: 'The value has the wrong type.',
  invalid_value: 'The value is invalid.',
  max_length: 'The value is too long.',
  min_length: 'The value is too short.',
  number_only: 'Numbers only.',
  invalid_email: 'The e-mail address is invalid.',
  invalid_id: 'The id must be a positive whole number.',
  invalid_lang: 'The language must be one of ja, en, ko, zh-CN, zh-TW.',
  invalid_date: 'The date is invalid.',
  password_too_short: 'The password must be at least 12 characters.',
  password_too_long: 'The password must be at most 72 characters.',
  password_needs_letter_and_digit: 'The password must contain both letters and digits.',
  password_invalid_characters: 'The password contains characters that are not allowed.',
  password_mismatch: 'The password confirmation does not match.',
  // booking: request-level
  unavailable_date: 'The room is sold out or not on sale for these dates.',
  sold_out: 'The room is sold out for these dates.',
  no_price: 'There is no price for these dates and guests; change the dates or the number of people.',
  plan_not_found: 'The plan does not exist.',
  room_not_found: 'The room does not exist.',
  stock_below_sold: 'Stock cannot be set below what is already sold on these nights.',
  hotel_paused: 'The hotel is not taking bookings at the moment.',
  payment_method_unavailable: 'This payment method cannot be used for this plan.',
  reservation_not_found: 'The reservation id or e-mail is incorrect.',
  // prepayment (issue 13)
  payment_not_found: 'The payment does not exist, or its key does not match.',
  card_declined: 'This card cannot be used.',
  expired_card: 'The card has expired.',
  incorrect_cvc: 'The security code (CVV) is wrong.',
  processing_error: 'The card could not be charged; try again or use another card.',
  payment_expired: 'The time to pay has passed and the room was released.',
  payment_unavailable: 'The payment service cannot be reached now; try again in a moment.',
  payment_not_retryable: 'This payment is finished and cannot be tried again.',
  payment_in_progress: 'A card payment is being processed; wait for its result.',
  payment_replaced: 'Another payment was started for this booking; this one no longer counts.',
  payment_not_cancellable: 'This payment cannot be cancelled here.',
  // booking: field-level (spec section 5)
  select_date: 'Select a date.',
  enter_people: 'Enter the number of people.',
  people_zero: 'The number of people is 0.',
  room_needs_adult: 'Each room needs at least one adult.',
  too_few_guests: 'Too few guests for this room.',
  too_many_guests: 'Too many guests for this room.',
  too_many_rooms: 'Too many rooms.',
  checkout_before_checkin: 'The check-out date must be after the check-in date.',
  checkin_checkout_required: 'Check-in and check-out dates are required.',
  past_date: 'The date has already passed.',
  outside_sale_period: 'The plan is not on sale for these dates.',
  too_far_ahead: 'These dates cannot be booked yet.',
  past_cutoff: 'Booking for this date has closed.',
  too_few_nights: 'The stay is shorter than the plan allows.',
  too_many_nights: 'The stay is longer than the plan allows.',
  closed_date: 'The plan is not sold on one of these dates.',
  child_type_not_accepted: 'This plan does not accept this kind of child.',
  katakana_only: 'Enter in katakana.',
  alphabet_only: 'Alphabet and spaces only.',
  invalid_tel: 'The phone number is invalid (e.g. 090-1234-5678 / +1 415 555 0100).',
  invalid_characters:
    'The text contains control, direction-changing or invisible characters (such as a zero-width space).',
  invalid_postcode: 'The postal code is invalid (e.g. 123-4567).',
  invalid_prefecture: 'Select a prefecture.',
  select_checkin_time: 'Select a check-in time.',
  agree_required: 'Agree to the terms to continue.',
  mandatory_question: 'Answer the mandatory questions.',
  invalid_choice: 'Select one of the choices.',
  required_option: 'Select the required options.',
  max_value: 'The value is too large.',
  unusable_coupon: 'This coupon cannot be used.',
  already_canceled: 'The reservation is already cancelled.',
  not_cancellable: 'This reservation cannot be cancelled online; contact the facility.',
  cancel_fee_applies: 'A cancellation fee applies; call the facility to cancel.',
  not_changeable: 'This reservation cannot be changed online.',
  deadline_passed: 'The change deadline has passed; contact the facility.',
  available_now: 'Rooms are available for this stay: book it instead of waiting.',
  receipt_not_available: 'A receipt is not available for this reservation yet.',
  invalid_option: 'This option is not offered for this stay.',
  // members
  invalid_token: 'The link is invalid, has expired or has already been used.',
  invalid_agreement: 'These terms do not exist.',
  agreement_outdated: 'The terms have been updated; read and agree to the current version.',
  // reservation search (back office)
  invalid_range: 'The start of the range is after its end.',
  min_value: 'The value is too small.',
  // hotel settings (back office)
  stale_update: 'Someone else saved this in the meantime; reload to see their change, then save again.',
  invalid_invoice_number: 'The invoice registration number must be T and 13 digits with a valid check digit.',
  invalid_time: 'The time must be HH:MM (00:00 to 23:59).',
  ja_required: 'Japanese must be one of the languages.',
  // images (back office)
  image_set_not_found: 'The image set does not exist.',
  image_not_found: 'The image does not exist.',
  image_set_exists: 'This hotel, room or plan already has an image set.',
  unsupported_image_type: 'The file is not a JPEG, PNG or WebP image.',
  image_too_large: 'The image file is too large.',
  too_many_images: 'The image set is full; delete a photo first.',
  // plans (back office)
  select_room: 'Select at least one room.',
  min_nights_above_max: 'The minimum number of nights exceeds the maximum.',
  secret_url_taken: 'Another plan of the hotel uses this URL key.',
  invalid_secret_url: 'The URL key may hold letters, digits, - and _ only (at most 64).',
  cancel_steps_not_increasing:
    'Each cancellation step must be closer to check-in than the one before, with a higher percent.',
  members_only: 'This plan is for members only; sign in to book it.',
  min_over_max: 'The minimum is larger than the maximum.',
  // prices (back office)
  color_not_found: 'The price rank (colour) does not exist.',
  color_in_use: 'This price rank (colour) is used by dates or prices; change them first.',
  invalid_color: 'The colour must be #RRGGBB.',
  duplicate_value: 'The same item is given twice.',
  change_not_found: 'The change does not exist.',
  changed_since: 'These dates were changed again since; nothing was put back.',
  // options and questions (back office, decision 043)
  option_not_found: 'The option does not exist.',
  question_not_found: 'The question does not exist.',
  option_sold_out: 'This option is sold out for these dates.',
  // season ceilings (一斉予約開始設定) and the waiting list (back office, decision 045)
  season_ceilings_unavailable: 'Bulk reservation start settings are only for hotels of a KKR chain.',
  season_ceiling_not_found: 'The season does not exist.',
  season_overlaps: 'This season shares stay dates with another season of the hotel.',
  booking_not_open_yet: 'Bookings for these dates have not opened yet.',
  // Epsilon back office (decision 047)
  forbidden_field: 'Only an administrator may set this field.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, value);
}

export type ErrorIssue = { path: string; code: string; message: string };
/** The JSON body of every error answer (architecture.md, "HTTP rules"). @public */
export type ErrorBody = { error: { code: string; message: string; issues?: ErrorIssue[] } };
