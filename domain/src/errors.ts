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
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, value);
}

export type ErrorIssue = { path: string; code: string; message: string };
export type ErrorBody = { error: { code: string; message: string; issues?: ErrorIssue[] } };
