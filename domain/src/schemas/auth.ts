import * as v from 'valibot';
import { email } from './common';
import { singleLineText } from './text';

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 72;
/** Letters, digits and the printable ASCII symbols; no spaces, no control or multibyte characters. */
const PASSWORD_ALLOWED = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]*$/;

/**
 * The password policy of the spec: 12 to 72 characters, letters and digits both required, invalid
 * characters rejected. Shared by the worker and every password form.
 * @example v.safeParse(passwordPolicy, 'Tomaru2026demo').success === true
 */
export const passwordPolicy = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.regex(PASSWORD_ALLOWED, 'password_invalid_characters'),
  v.minLength(PASSWORD_MIN, 'password_too_short'),
  v.maxLength(PASSWORD_MAX, 'password_too_long'),
  v.check((s) => /[A-Za-z]/.test(s) && /[0-9]/.test(s), 'password_needs_letter_and_digit'),
);

/** A new password with its confirmation; the mismatch is reported on the confirmation field. */
export const newPasswordWithConfirmation = v.pipe(
  v.object({ password: passwordPolicy, password_confirmation: v.string('required') }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'password_mismatch',
    ),
    ['password_confirmation'],
  ),
);

/** A password as typed at login: never validated against the policy (old passwords must still work). */
const loginPassword = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(256, 'max_length'));

export const memberLoginBody = v.object({ email, password: loginPassword });
export type MemberLoginBody = v.InferOutput<typeof memberLoginBody>;

export const staffLoginBody = v.object({
  login_id: v.pipe(singleLineText(64, 'required'), v.nonEmpty('required')),
  password: loginPassword,
});
export type StaffLoginBody = v.InferOutput<typeof staffLoginBody>;

const refreshToken = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.maxLength(512, 'max_length'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_value'),
);
export const refreshBody = v.object({ refresh_token: refreshToken });
export const logoutBody = v.object({ refresh_token: refreshToken });

export const changePasswordBody = v.pipe(
  v.object({
    current_password: loginPassword,
    password: passwordPolicy,
    password_confirmation: v.string('required'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'password_mismatch',
    ),
    ['password_confirmation'],
  ),
);
export type ChangePasswordBody = v.InferOutput<typeof changePasswordBody>;
