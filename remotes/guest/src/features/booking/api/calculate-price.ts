import { getSession } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';
import { useEffect, useState } from 'react';
import type { PriceBodyInput } from '../model/bodies';

/** Prices a stay; a signed-in member's token goes along, so the member discount is in the answer. */
export const calculatePrice = (body: PriceBodyInput, signal?: AbortSignal) =>
  json(
    client(getSession('user') ? 'user' : undefined).api.calculateprice.$post(
      { json: body },
      { init: { signal } },
    ),
  );
/** The calculateprice answer (api-contract.md) with the breakdown the screens show. */
export type PriceAnswer = Awaited<ReturnType<typeof calculatePrice>>;

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
