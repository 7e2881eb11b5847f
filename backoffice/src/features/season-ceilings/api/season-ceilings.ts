import { queryOptions } from '@tanstack/react-query';
import type {
  CreateSeasonCeilingBody,
  DeleteSeasonCeilingBody,
  UpdateSeasonCeilingBody,
} from '@tomaru/domain/schemas/season-ceilings';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** A hotel's seasons and when each opens for booking (getseasonceilings; is_kkr chains only). */
export function seasonsQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['season-ceilings', viewer, hotelId],
    queryFn: async () =>
      (await json(client(viewer).api.api.getseasonceilings.$get({ query: { hotel_id: String(hotelId) } })))
        .seasons,
  });
}

export type Season = Awaited<ReturnType<NonNullable<ReturnType<typeof seasonsQuery>['queryFn']>>>[number];

export async function createSeason(viewer: StaffKind, body: CreateSeasonCeilingBody) {
  return (await json(client(viewer).api.api.createseasonceiling.$post({ json: body }))).season;
}

export async function updateSeason(viewer: StaffKind, body: UpdateSeasonCeilingBody) {
  return (await json(client(viewer).api.api.updateseasonceiling.$post({ json: body }))).season;
}

export async function deleteSeason(viewer: StaffKind, body: DeleteSeasonCeilingBody) {
  return json(client(viewer).api.api.deleteseasonceiling.$post({ json: body }));
}
