import * as v from 'valibot';
import { PAYMENT_METHODS, PREPAID_METHODS } from '../../enums';
import { id, lang, yen } from './common';

const PAYMENT_STATES = ['started', 'paid', 'failed', 'canceled', 'refunded'] as const;

/** An attempt as the guest's payment pages see it. */
const guestPayment = v.object({
  order_number: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  state: v.picklist(PAYMENT_STATES),
  amount: yen,
  /** Until when the room is held (ISO 8601, +09:00); null once the reservation is no longer held. */
  deadline: v.nullable(v.string()),
  failure_code: v.nullable(v.string()),
  /** Whether the guest may pay again now (still held, not paid). */
  can_retry: v.boolean(),
  /** The prepaid methods the guest may pay by now, this one or another (empty once it cannot pay). */
  methods: v.array(v.picklist(PREPAID_METHODS)),
});

export const paymentStatusReply = v.object({
  display_id: v.string(),
  status: v.string(),
  hotel_id: id,
  hotel_name: v.string(),
  lang,
  /** The reservation's payment method: once booked, the method of the money that booked it. */
  payment_method: v.picklist(PAYMENT_METHODS),
  payment: guestPayment,
  /** For a card payment: the gateway's tokeniser and its public key. */
  card: v.optional(v.object({ script_url: v.string(), public_key: v.string() })),
});

export const payCardReply = v.object({
  status: v.string(),
  display_id: v.string(),
  /** The method of the money that booked it (another attempt's page may have been paid first). */
  payment_method: v.picklist(PAYMENT_METHODS),
});
export const retryPaymentReply = v.object({ order_number: v.string(), redirect_url: v.string() });
export const cancelPaymentReply = v.object({ status: v.literal('payment_canceled') });

/** A reservation's payment as a lookup shows it. */
export const lookupPayment = v.nullable(
  v.object({
    method: v.picklist(PAYMENT_METHODS),
    state: v.picklist(PAYMENT_STATES),
    deadline: v.nullable(v.string()),
    order_number: v.string(),
    /** Yen given back to the guest at the provider. */
    refunded_amount: yen,
    /** The provider could not give it back: the hotel refunds the guest itself. */
    refund_by_hotel: v.boolean(),
  }),
);

export const cancelEpsilonReply = v.object({ status: v.string(), refunded_amount: yen });
