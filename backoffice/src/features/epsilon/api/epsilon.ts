import { queryOptions } from '@tanstack/react-query';
import type { UpdateHotelEpsilonBody } from '@tomaru/domain/schemas/epsilon';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** A hotel's Epsilon contract (getepsilon): the contract code only as its hint; null when none. */
export function epsilonQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['epsilon', viewer, hotelId],
    queryFn: async () =>
      (await json(client(viewer).api.api.getepsilon.$get({ query: { hotel_id: String(hotelId) } }))).epsilon,
  });
}

export type EpsilonContract = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof epsilonQuery>['queryFn']>>>
>;

export async function updateEpsilon(viewer: StaffKind, body: UpdateHotelEpsilonBody) {
  return (await json(client(viewer).api.api.updatehotelepsilons.$post({ json: body }))).epsilon;
}
