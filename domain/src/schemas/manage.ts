import * as v from 'valibot';
import { DISPLAY_ID_LENGTH } from '../display-id';
import { bookBody, occupancy, person } from './booking';
import { email, langParam, secretUrl } from './common';
import { stayDate, withinStayCeiling } from './stay-dates';
import { singleLineText } from './text';

/** A display id as typed: spaces and hyphens ignored, any case. */
const displayIdInput = v.pipe(
  v.string('required'),
  v.transform((s) => s.toUpperCase().replaceAll(/[\s-]/g, '')),
  v.nonEmpty('required'),
  v.regex(new RegExp(`^[A-Z0-9]{${DISPLAY_ID_LENGTH}}$`), 'reservation_not_found'),
);

/** The non-member key to a reservation: its display id and the booker's e-mail. */
const bookingKey = { code: displayIdInput, email };
export const bookingKeyQuery = v.object(bookingKey);
/** getbookingbycode's query: the key, and the language to show the hotel's texts in (else the booking's). */
export const bookingLookupQuery = v.object({ ...bookingKey, lang: v.optional(langParam) });
export const cancelBookingBody = v.object(bookingKey);

export const changeBookingBody = v.object({ ...bookingKey, booking: bookBody });
export type ChangeBookingBody = v.InferOutput<typeof changeBookingBody>;

const receiptAddressee = v.pipe(singleLineText(100, 'required'), v.nonEmpty('required'));
/** A receipt's request: its texts in `lang` when given, else in the reservation's language. */
export const receiptBody = v.object({
  ...bookingKey,
  addressee: receiptAddressee,
  lang: v.optional(langParam),
});

export const createWaitingBody = v.pipe(
  v.object({
    hotel_id: v.pipe(v.number(), v.integer(), v.minValue(1, 'invalid_id')),
    plan_id: v.pipe(v.number(), v.integer(), v.minValue(1, 'invalid_id')),
    secret_url: v.optional(secretUrl),
    room_id: v.pipe(v.number(), v.integer(), v.minValue(1, 'invalid_id')),
    checkin: stayDate,
    checkout: stayDate,
    rooms: v.pipe(
      v.array(occupancy, 'enter_people'),
      v.minLength(1, 'enter_people'),
      v.maxLength(10, 'too_many_rooms'),
    ),
    name: v.pipe(singleLineText(100, 'required'), v.nonEmpty('required')),
    email,
    tel: v.optional(person.entries.tel2, ''),
    lang: v.optional(langParam, 'ja'),
  }),
  v.forward(
    v.partialCheck([['checkin'], ['checkout']], (s) => s.checkout > s.checkin, 'checkout_before_checkin'),
    ['checkout'],
  ),
  v.forward(v.partialCheck([['checkin'], ['checkout']], withinStayCeiling, 'too_many_nights'), ['checkout']),
);
export type CreateWaitingBody = v.InferOutput<typeof createWaitingBody>;

const reservationId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

/** Cancellation by the hotel (fee recorded, default by the plan's schedule) or by the member. */
export const signedCancelBody = v.object({
  reservation_id: reservationId,
  cancel_fee: v.optional(
    v.pipe(v.number('number_only'), v.integer('number_only'), v.minValue(0, 'number_only')),
  ),
});

export const signedReceiptBody = v.object({
  reservation_id: reservationId,
  addressee: receiptAddressee,
  lang: v.optional(langParam),
});
