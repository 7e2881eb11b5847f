import type { PaymentMethod } from '@tomaru/domain/enums';
import type { CancelPolicyStep } from '@tomaru/domain/pricing/cancellation';
import { api, getSession } from '@tomaru/ui/api';
import { useEffect, useState } from 'react';
import type { PriceBodyInput } from '../model/bodies';

/** The calculateprice answer (api-contract.md) with the breakdown the screens show. */
export type PriceAnswer = {
  nights: { date: string; amount_include_tax: number }[];
  rooms: {
    room_index: number;
    amount: number;
    nights: {
      date: string;
      adults: number;
      per_adult: number;
      adults_amount: number;
      children: { child_type: number; num: number; unit_price: number; amount: number }[];
      amount: number;
    }[];
  }[];
  options: { additional_option_id: number; name: string; unit_price: number; num: number; amount: number }[];
  subtotal_include_tax: number;
  total_exclude_tax: number;
  total_exclude_tax_discounted: number;
  discount: number;
  discounts: { kind: 'member' | 'coupon'; name: string; amount: number }[];
  total_include_tax: number;
  consumption_tax: number;
  spa_tax: number;
  accommodation_tax: number;
  amount_due: number;
  payment_methods: PaymentMethod[];
  cancel_policy: CancelPolicyStep[];
  change_deadline_days: number;
  checkin_times: string[];
};

/** Prices a stay; a signed-in member's token goes along, so the member discount is in the answer. */
export const calculatePrice = (body: PriceBodyInput, signal?: AbortSignal) =>
  api<PriceAnswer>('/api/calculateprice', {
    body,
    ...(getSession('user') ? { kind: 'user' as const } : {}),
    ...(signal ? { signal } : {}),
  });

export type PriceState =
  | { status: 'idle' }
  | { status: 'loading'; last?: PriceAnswer }
  | { status: 'ok'; price: PriceAnswer }
  | { status: 'error'; error: unknown };

/**
 * Recalculates `body` (null: nothing valid to price) once it has been still for `delayMs`; a new
 * `nonce` asks again for the same body.
 */
export function usePrice(body: PriceBodyInput | null, nonce = 0, delayMs = 350): PriceState {
  const key = body ? `${JSON.stringify(body)}#${nonce}` : null;
  const [state, setState] = useState<PriceState>({ status: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the body
  useEffect(() => {
    if (!key || !body) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', ...(s.status === 'ok' ? { last: s.price } : {}) }));
    const timer = setTimeout(() => {
      calculatePrice(body, controller.signal).then(
        (price) => !controller.signal.aborted && setState({ status: 'ok', price }),
        (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);
  return state;
}
