import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type PriceAnswer, type PriceBodyInput, priceQuery } from '../../../api/price';

/** Step 1's price as the screen shows it: the last answer stays on screen while the next is coming. */
export type PriceState =
  | { status: 'idle' }
  | { status: 'loading'; last?: PriceAnswer }
  | { status: 'ok'; price: PriceAnswer }
  | { status: 'error'; error: unknown };

/** `value` once it has stayed the same for `delayMs` (a guest clicking through counts asks once). */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The live price of step 1: `body` (null: nothing valid to price) is asked for through `priceQuery`
 * once it has been still for `delayMs`. `recalculate` asks again for the same conditions.
 */
export function useLivePrice(body: PriceBodyInput | null, delayMs = 350) {
  // The body is rebuilt on every render: a string keeps the settled value stable.
  const wanted = body ? JSON.stringify(body) : null;
  const settled = useSettled(wanted, delayMs);
  const asked: PriceBodyInput | null = settled ? JSON.parse(settled) : null;
  const query = useQuery({
    ...priceQuery(asked ?? ({} as PriceBodyInput)),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  let state: PriceState;
  if (!body) state = { status: 'idle' };
  else if (settled !== wanted || query.isFetching || query.isPlaceholderData)
    state = { status: 'loading', ...(query.data && !query.isError ? { last: query.data } : {}) };
  else if (query.isError) state = { status: 'error', error: query.error };
  else if (query.data) state = { status: 'ok', price: query.data };
  else state = { status: 'loading' };
  return { price: state, recalculate: () => void query.refetch(), error: query.error };
}
