import { queryOptions } from '@tanstack/react-query';
import { waitingsAllQuery } from '@tomaru/domain/schemas/waitings';
import type { StaffKind } from '@tomaru/ui/api';
import { type Client, client, json } from '@tomaru/ui/client';
import type { InferRequestType } from 'hono/client';
import * as v from 'valibot';
import type { WaitingSearch } from '../waiting-search';

/** The filters as getwaitingsall takes them (strings; absent for "no filter"), inferred from the worker. */
export type WaitingsQuery = InferRequestType<Client['api']['api']['getwaitingsall']['$get']>['query'];

/**
 * The page's search as the calls take it; `hotelId` is the hotel a hotel screen is about (getwaitings),
 * else the admin's choice, if any (getwaitingsall).
 * @example toWaitingsQuery({ hotel_id: '', state: 'waiting', from: '', to: '', page: 2 }, 1) // { hotel_id: '1', state: 'waiting', page: '2' }
 */
export function toWaitingsQuery(search: WaitingSearch, hotelId?: number): WaitingsQuery {
  const query: WaitingsQuery = { page: String(search.page) };
  const hotel = hotelId !== undefined ? String(hotelId) : search.hotel_id;
  if (hotel) query.hotel_id = hotel;
  if (search.state) query.state = search.state;
  if (search.from) query.from = search.from;
  if (search.to) query.to = search.to;
  return query;
}

/** The code of each field's first problem by the API's own schema (e.g. `to` before `from`). */
export function waitingsIssues(query: WaitingsQuery): Partial<Record<keyof WaitingsQuery, string>> {
  const result = v.safeParse(waitingsAllQuery, query);
  if (result.success) return {};
  const issues: Partial<Record<keyof WaitingsQuery, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof WaitingsQuery | null;
    if (key && !issues[key]) issues[key] = issue.message;
  }
  return issues;
}

async function getWaitings(kind: StaffKind, query: WaitingsQuery, oneHotel: boolean) {
  if (oneHotel && query.hotel_id) {
    return json(client(kind).api.api.getwaitings.$get({ query: { ...query, hotel_id: query.hotel_id } }));
  }
  return json(client(kind).api.api.getwaitingsall.$get({ query }));
}

type WaitingsAnswer = Awaited<ReturnType<typeof getWaitings>>;
export type WaitingItem = WaitingsAnswer['waitings'][number];

/** One page of waits: a hotel's (`oneHotel`, getwaitings) or across the caller's hotels (getwaitingsall). */
export const waitingsOptions = (kind: StaffKind, query: WaitingsQuery, oneHotel: boolean) =>
  queryOptions({
    queryKey: ['waitings', kind, oneHotel ? 'hotel' : 'all', query],
    queryFn: () => getWaitings(kind, query, oneHotel),
  });
