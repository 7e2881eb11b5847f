import * as v from 'valibot';
import { MEMBER_DISCOUNT_KINDS, MEMBER_DISCOUNT_MAX } from '../pricing/member-discount';
import { newPasswordWithConfirmation } from './auth';
import { person } from './booking';
import { email, idString, langParam } from './common';

// Body objects name 'required' as their message: valibot reports a missing key with the message of
// the object that lacks it, so a missing field answers `required` like an empty one.
const REQUIRED = 'required';

const positiveId = v.pipe(
  v.number('invalid_id'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

/** A one-time token from a mailed link (verification, password reset) or a DM's unsubscribe link. */
const mailedToken = v.pipe(
  v.string('invalid_token'),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.maxLength(128, 'invalid_token'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_token'),
);

/** Names in Latin letters for members who use another language than Japanese (as in booking). */
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

/**
 * What a member tells about themselves, the same fields and rules as the booker of a reservation
 * (booking's `person`), so the profile fills the booking form and always passes its checks. `lang` is
 * the member's language: their mail comes in it, and it decides the name rules (katakana required in
 * Japanese, Latin letters otherwise).
 */
const memberProfile = v.pipe(
  v.object(
    {
      last_name: person.entries.last_name,
      first_name: person.entries.first_name,
      last_name_kana: person.entries.last_name_kana,
      first_name_kana: person.entries.first_name_kana,
      gender: person.entries.gender,
      tel1: person.entries.tel1,
      tel1_type: person.entries.tel1_type,
      tel2: person.entries.tel2,
      tel2_type: person.entries.tel2_type,
      postcode: person.entries.postcode,
      prefecture: person.entries.prefecture,
      address: person.entries.address,
      birthday: person.entries.birthday,
      lang: langParam,
    },
    REQUIRED,
  ),
  v.forward(
    v.partialCheck(
      [['lang'], ['last_name_kana']],
      (p) => p.lang !== 'ja' || p.last_name_kana !== '',
      'required',
    ),
    ['last_name_kana'],
  ),
  v.forward(
    v.partialCheck(
      [['lang'], ['first_name_kana']],
      (p) => p.lang !== 'ja' || p.first_name_kana !== '',
      'required',
    ),
    ['first_name_kana'],
  ),
  v.forward(
    v.partialCheck(
      [['lang'], ['last_name']],
      (p) => p.lang === 'ja' || LATIN_NAME.test(p.last_name),
      'alphabet_only',
    ),
    ['last_name'],
  ),
  v.forward(
    v.partialCheck(
      [['lang'], ['first_name']],
      (p) => p.lang === 'ja' || LATIN_NAME.test(p.first_name),
      'alphabet_only',
    ),
    ['first_name'],
  ),
);
export type MemberProfileInput = v.InferOutput<typeof memberProfile>;

/** `POST /api/api/updateuserinfo`: the whole profile (not e-mail or password); omitted optional fields are cleared. */
export const updateUserInfoBody = memberProfile;
export type UpdateUserInfoBody = MemberProfileInput;

/**
 * `POST /api/createuser`: the profile, the password policy with its confirmation, DM consent, and the
 * terms shown (by id) agreed to. Parts are checked together so every wrong field is reported at once.
 */
export const createUserBody = v.intersect([
  memberProfile,
  newPasswordWithConfirmation,
  v.object(
    {
      email,
      dm_opt_in: v.boolean('invalid_type'),
      agreement_id: positiveId,
    },
    REQUIRED,
  ),
  // Its own object so that a missing `agree` reports agree_required, like `false` does.
  v.object({ agree: v.literal(true, 'agree_required') }, 'agree_required'),
]);
export type CreateUserBody = v.InferOutput<typeof createUserBody>;

export const verifyEmailBody = v.object({ token: mailedToken }, REQUIRED);

export const requestPasswordResetBody = v.object({ email, lang: langParam }, REQUIRED);

export const resetPasswordBody = v.intersect([
  v.object({ token: mailedToken }, REQUIRED),
  newPasswordWithConfirmation,
]);
export type ResetPasswordBody = v.InferOutput<typeof resetPasswordBody>;

/** `POST /api/api/requestopendm`: the member's direct-mail consent from my page. */
export const requestOpenDmBody = v.object({ opt_in: v.boolean('invalid_type') }, REQUIRED);

export const unsubscribeBody = v.object({ token: mailedToken }, REQUIRED);
export const unsubscribeQuery = v.object({ token: mailedToken }, REQUIRED);

/** `GET /api/getagreements`: the terms for registering from a hotel's pages, or the site's without one. */
export const agreementsQuery = v.object({
  hotel_id: v.optional(idString),
  lang: v.optional(langParam, 'ja'),
});

/** `GET /api/api/getuserreservations`: names in the page's language. */
export const userReservationsQuery = v.object({ lang: v.optional(langParam, 'ja') });

export const memberDiscountQuery = v.object({ hotel_id: idString }, REQUIRED);

/** `POST /api/api/updatememberdiscount`: percent 0–100, or yen per night per room up to ¥100,000. */
export const updateMemberDiscountBody = v.pipe(
  v.object(
    {
      hotel_id: positiveId,
      kind: v.picklist(MEMBER_DISCOUNT_KINDS, 'invalid_value'),
      value: v.pipe(
        v.number('number_only'),
        v.integer('number_only'),
        v.minValue(0, 'number_only'),
        v.maxValue(MEMBER_DISCOUNT_MAX.yen_per_night_per_room, 'max_value'),
      ),
      is_active: v.boolean('invalid_type'),
    },
    REQUIRED,
  ),
  v.forward(
    v.partialCheck([['kind'], ['value']], (d) => d.value <= MEMBER_DISCOUNT_MAX[d.kind], 'max_value'),
    ['value'],
  ),
);
export type UpdateMemberDiscountBody = v.InferOutput<typeof updateMemberDiscountBody>;
