import type {
  payCardBody,
  paymentAccessBody,
  paymentStatusBody,
  retryPaymentBody,
} from '@tomaru/domain/schemas/payments';
import type {
  cancelPaymentReply,
  payCardReply,
  paymentStatusReply,
  retryPaymentReply,
} from '@tomaru/domain/schemas/responses/payments';
import { api } from '@tomaru/ui/api';
import type * as v from 'valibot';

// The guest's payment calls. Typed by the shared schemas and sent with plain api() until the typed
// client of this branch knows the routes; then each becomes `json(client().api.<call>.$post(...))`
// with the same signature (nothing else in the remote calls them).

export type PaymentAccess = v.InferInput<typeof paymentAccessBody>;
export type PaymentStatus = v.InferOutput<typeof paymentStatusReply>;
export type PayCardAnswer = v.InferOutput<typeof payCardReply>;
export type RetryAnswer = v.InferOutput<typeof retryPaymentReply>;
export type CancelAnswer = v.InferOutput<typeof cancelPaymentReply>;

const post = <T>(call: string, body: object) => api<T>(`/api/${call}`, { method: 'POST', body });

/** A prepaid booking's payment; `recheck` asks the provider first (the return pages). */
export const getPaymentStatus = (body: v.InferInput<typeof paymentStatusBody>) =>
  post<PaymentStatus>('getpaymentstatus', body);

/** Pays with the gateway's one-time token (the card itself never comes here). */
export const payCard = (body: v.InferInput<typeof payCardBody>) => post<PayCardAnswer>('paycard', body);

/** A new attempt at Epsilon or JTB, or by another method (`method`): where to send the guest. */
export const retryPayment = (body: v.InferInput<typeof retryPaymentBody>) =>
  post<RetryAnswer>('retrypayment', body);

/** The guest gives up: the held room is released. */
export const cancelPayment = (body: PaymentAccess) => post<CancelAnswer>('cancelpayment', body);
