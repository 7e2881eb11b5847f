import type { paymentStatusReply } from '@tomaru/domain/schemas/responses/payments';
import { type RemotePageProps, rawSearch } from '@tomaru/ui/remote';
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import { renderAtRoute } from './render-at-route';

type Status = v.InferOutput<typeof paymentStatusReply>;

/** A payment status as getpaymentstatus answers it, held for `minutes` more (overrides on top). */
export function heldPayment(
  overrides: {
    status?: string;
    payment_method?: Status['payment_method'];
    payment?: Partial<Status['payment']>;
    card?: Status['card'];
  } = {},
  minutes = 20,
): Status {
  const deadline = new Date(Date.now() + minutes * 60_000 + 9 * 3600_000).toISOString().slice(0, 19);
  return {
    display_id: 'PAY12345',
    status: overrides.status ?? 'payment_processing',
    hotel_id: 1,
    hotel_name: 'トマル京都',
    lang: 'ja',
    payment_method: overrides.payment_method ?? overrides.payment?.method ?? 'card',
    payment: {
      order_number: 'ORD1',
      method: 'card',
      state: 'started',
      amount: 46200,
      deadline: `${deadline}+09:00`,
      failure_code: null,
      can_retry: true,
      ...overrides.payment,
      // The attempt's own method only, unless a test offers others.
      methods:
        overrides.payment?.methods ??
        (overrides.payment?.method === 'local' ? [] : [overrides.payment?.method ?? 'card']),
    },
    ...(overrides.card ? { card: overrides.card } : {}),
  };
}

/** The key this tab kept when it booked (sessionStorage `tomaru.payment`). */
export function keepPaymentKey(order = 'ORD1') {
  sessionStorage.setItem(
    'tomaru.payment',
    JSON.stringify({ order_number: order, key: 'k'.repeat(32), display_id: 'PAY12345' }),
  );
}

/**
 * `Page` at `path` (with its query) in a router that also has the pages it moves to (/bookcomplete,
 * /failpayment, /payment), each saying its name.
 */
export function renderPaymentPage(Page: ComponentType<RemotePageProps>, url: string) {
  const [, query = ''] = url.split('?');
  return renderAtRoute(url, () => <Page params={{}} search={rawSearch(query)} />, {
    others: ['/bookcomplete', '/failpayment', '/payment', '/checkbooking'],
  });
}
