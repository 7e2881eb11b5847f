import { hc, type InferResponseType } from 'hono/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { AppType } from './app';

// Checked by `tsc`: the typed client still infers each area's calls through `area()` and the split.
const client = hc<AppType>('http://localhost');

describe('the typed client of AppType', () => {
  it('infers the calls of an area mounted with its roles', () => {
    type Hotel = InferResponseType<typeof client.api.api.gethotel.$get, 200>;
    expectTypeOf<Hotel['hotel']['hotel_id']>().toEqualTypeOf<number>();
    type Search = InferResponseType<typeof client.api.api.searchreservations.$get, 200>;
    expectTypeOf<Search['total']>().toEqualTypeOf<number>();
    type Discount = InferResponseType<typeof client.api.api.getmemberdiscount.$get, 200>;
    expectTypeOf<Discount>().toHaveProperty('member_discount');
    type Free = InferResponseType<typeof client.api.api.checkemail.$get, 200>;
    expectTypeOf<Free['available']>().toEqualTypeOf<boolean>();
    type Profile = InferResponseType<typeof client.api.api.getuserinfo.$get, 200>;
    expectTypeOf<Profile>().toHaveProperty('user');
  });

  it('infers the public calls of the split guest areas', () => {
    type Plans = InferResponseType<typeof client.api.getplans.$get, 200>;
    expectTypeOf<Plans['plans'][number]['plan_id']>().toEqualTypeOf<number>();
    type Calendar = InferResponseType<typeof client.api.getcalendar.$post, 200>;
    expectTypeOf<Calendar['days'][number]['available']>().toEqualTypeOf<boolean>();
    type Hotels = InferResponseType<typeof client.api.gethotels.$get, 200>;
    expectTypeOf<Hotels['hotels'][number]['min_price']>().toEqualTypeOf<number | null>();
  });
});
