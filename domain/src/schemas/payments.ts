import * as v from 'valibot';
import { PREPAID_METHODS } from '../enums';

/** An attempt's order number as we issue them: upper-case letters and digits, at most 32. */
const orderNumber = v.pipe(v.string('required'), v.regex(/^[A-Z0-9]{1,32}$/, 'invalid_value'));
/** The key the guest's browser got with its booking (base64url). */
const paymentKey = v.pipe(v.string('required'), v.regex(/^[\w-]{16,100}$/, 'invalid_value'));

/** Who may look at or act on a payment: its order number and the booking's key. */
export const paymentAccessBody = v.object({ order_number: orderNumber, key: paymentKey });

/**
 * retrypayment: a new attempt, by the same method or (`method`) another of the plan's prepaid
 * methods the guest switches to while the room is held.
 */
export const retryPaymentBody = v.object({
  order_number: orderNumber,
  key: paymentKey,
  method: v.optional(v.picklist(PREPAID_METHODS, 'payment_method_unavailable')),
});

/** getpaymentstatus: `recheck` asks the provider (a return page), spaced by the server. */
export const paymentStatusBody = v.object({
  order_number: orderNumber,
  key: paymentKey,
  recheck: v.optional(v.boolean(), false),
});

/** paycard: the gateway's one-time token of the card (never the card itself). */
export const payCardBody = v.object({
  order_number: orderNumber,
  key: paymentKey,
  card_token: v.pipe(v.string('required'), v.regex(/^[\w-]{1,200}$/, 'invalid_value')),
});

/** A provider's notification as a form (Epsilon): only a hint to re-check, every field bounded. */
export const epsilonNotifyForm = v.object({
  order_number: v.pipe(v.string(), v.maxLength(32)),
  trans_code: v.optional(v.pipe(v.string(), v.maxLength(64))),
  state: v.optional(v.pipe(v.string(), v.maxLength(8))),
  paid: v.optional(v.pipe(v.string(), v.maxLength(8))),
  item_price: v.optional(v.pipe(v.string(), v.maxLength(16))),
  contract_code: v.optional(v.pipe(v.string(), v.maxLength(16))),
  user_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** JTB's notification (its signature is checked on the raw body first). */
export const jtbNotifyBody = v.object({
  order_number: v.pipe(v.string(), v.maxLength(32)),
  link_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  status: v.optional(v.pipe(v.string(), v.maxLength(16))),
  amount: v.optional(v.number()),
  currency: v.optional(v.pipe(v.string(), v.maxLength(8))),
});

/** cancelepsilonreservation (back office). */
export const cancelEpsilonBody = v.object({
  reservation_id: v.pipe(v.number('required'), v.integer('invalid_value'), v.minValue(1, 'invalid_value')),
});
