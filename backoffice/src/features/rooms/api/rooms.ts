import { queryOptions } from '@tanstack/react-query';
import type { CreateRoomBody, UpdateRoomBody } from '@tomaru/domain/schemas/rooms';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** Every room of the hotel, hidden ones included, in display order (getrooms of the back office). */
export function roomsQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['rooms', viewer, hotelId],
    queryFn: async () =>
      (await json(client(viewer).api.api.getrooms.$get({ query: { hotel_id: String(hotelId) } }))).rooms,
  });
}

export type Room = Awaited<ReturnType<NonNullable<ReturnType<typeof roomsQuery>['queryFn']>>>[number];

/** One room as updateroom takes it back. */
export function roomQuery(viewer: StaffKind, hotelId: number, roomId: number) {
  return queryOptions({
    queryKey: ['rooms', viewer, hotelId, roomId],
    queryFn: async () =>
      (
        await json(
          client(viewer).api.api.getroom.$get({
            query: { hotel_id: String(hotelId), room_id: String(roomId) },
          }),
        )
      ).room,
  });
}

/** The hotel's offered languages and site controller (the room form's tabs, the stock notice). */
export function hotelSettingsQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['hotel-info', viewer, hotelId],
    queryFn: async () =>
      (await json(client(viewer).api.api.gethotelinfo.$get({ query: { hotel_id: String(hotelId) } }))).hotel,
  });
}

export async function createRoom(viewer: StaffKind, body: CreateRoomBody) {
  return (await json(client(viewer).api.api.createroom.$post({ json: body }))).room_id;
}

export async function updateRoom(viewer: StaffKind, body: UpdateRoomBody) {
  return (await json(client(viewer).api.api.updateroom.$post({ json: body }))).room;
}

export async function updateRoomOrder(viewer: StaffKind, hotelId: number, roomIds: number[]) {
  return json(
    client(viewer).api.api.updateroomdisplayorders.$post({ json: { hotel_id: hotelId, room_ids: roomIds } }),
  );
}

/** Stock, sold and remaining per night of every room from `from` to `to`. */
export function roomStocksQuery(viewer: StaffKind, hotelId: number, from: string, to: string) {
  return queryOptions({
    queryKey: ['room-stocks', viewer, hotelId, from, to],
    queryFn: async () =>
      (
        await json(
          client(viewer).api.api.getroomstocksall.$get({ query: { hotel_id: String(hotelId), from, to } }),
        )
      ).rooms,
  });
}

export type StockBody = Parameters<
  ReturnType<typeof client>['api']['api']['updateroomstocks']['$post']
>[0]['json'];

export async function updateRoomStocks(viewer: StaffKind, body: StockBody) {
  return (await json(client(viewer).api.api.updateroomstocks.$post({ json: body }))).updated;
}
