import { queryOptions } from '@tanstack/react-query';
import type { calculatePriceBody } from '@tomaru/domain/schemas/booking';
import { getSession } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';
import type * as v from 'valibot';

/** What the booking flow and the change of a reservation ask calculateprice to price. */
export type PriceBodyInput = v.InferInput<typeof calculatePriceBody>;

/** Prices a stay; a signed-in member's token goes along, so the member discount is in the answer. */
const calculatePrice = (body: PriceBodyInput, signal?: AbortSignal) =>
  json(
    client(getSession('user') ? 'user' : undefined).api.calculateprice.$post(
      { json: body },
      { init: { signal } },
    ),
  );
/** The calculateprice answer (api-contract.md) with the breakdown the screens show. */
export type PriceAnswer = Awaited<ReturnType<typeof calculatePrice>>;

/**
 * The price of exactly these conditions. The key is the body itself (and whether a member asks, who
 * may get a discount), so a new party, date, option or coupon is a new entry and asking again for
 * the same conditions is a refetch, not a counter.
 */
export const priceQuery = (body: PriceBodyInput) =>
  queryOptions({
    queryKey: ['price', getSession('user') ? 'member' : 'guest', body],
    queryFn: ({ signal }) => calculatePrice(body, signal),
  });
