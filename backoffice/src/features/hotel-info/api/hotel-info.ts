import { queryOptions } from '@tanstack/react-query';
import type { UpdateHotelBody, UpdateHotelInfoBody } from '@tomaru/domain/schemas/hotel-info';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** A hotel's information with every offered language's texts, as gethotelinfo answers it. */
export function hotelInfoQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['hotel-info', viewer, hotelId],
    queryFn: async () =>
      (await json(client(viewer).api.api.gethotelinfo.$get({ query: { hotel_id: String(hotelId) } }))).hotel,
  });
}

export type HotelInfo = Awaited<ReturnType<NonNullable<ReturnType<typeof hotelInfoQuery>['queryFn']>>>;

/** Saves the hotel information; the answer is the row as saved (with its new updated_at). */
export async function updateHotelInfo(viewer: StaffKind, body: UpdateHotelInfoBody) {
  return (await json(client(viewer).api.api.updatehotelinfo.$post({ json: body }))).hotel;
}

/** Saves the operational settings: status (normal, pause) and site controller. */
export async function updateHotel(viewer: StaffKind, body: UpdateHotelBody) {
  return (await json(client(viewer).api.api.updatehotel.$post({ json: body }))).hotel;
}
