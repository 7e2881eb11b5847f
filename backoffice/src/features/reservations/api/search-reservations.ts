import { queryOptions } from '@tanstack/react-query';
import type { CsvHeaderLang } from '@tomaru/domain/csv/reservation-csv';
import { type CsvEncoding, searchReservationsQuery } from '@tomaru/domain/schemas/reservations';
import type { StaffKind } from '@tomaru/ui/api';
import { type Client, client, json } from '@tomaru/ui/client';
import { filenameFromDisposition, saveBlob } from '@tomaru/ui/download';
import type { InferRequestType } from 'hono/client';
import * as v from 'valibot';
import type { ReservationSearch } from '../reservation-search';

const PER_PAGE = 20;

/** The search as `searchreservations` takes it (strings; absent for "no filter"), inferred from the worker. */
export type SearchQuery = InferRequestType<Client['api']['api']['searchreservations']['$get']>['query'];

/**
 * The page's search as the call takes it. `fixedHotelId` is the hotel a hotel screen is about: it
 * wins over the form's hotel choice.
 * @example toSearchQuery({ ...search, status: ['booking'] }, 1) // { hotel_id: '1', status: 'booking', sort: 'created_at', order: 'desc', page: '1', per_page: '20' }
 */
export function toSearchQuery(search: ReservationSearch, fixedHotelId?: number): SearchQuery {
  const hotelId = fixedHotelId !== undefined ? String(fixedHotelId) : search.hotel_id;
  const query: SearchQuery = {
    sort: search.sort,
    order: search.order,
    page: String(search.page),
    per_page: String(PER_PAGE),
  };
  const filters = {
    hotel_id: hotelId,
    stay_from: search.stay_from,
    stay_to: search.stay_to,
    booked_from: search.booked_from,
    booked_to: search.booked_to,
    status: search.status.join(','),
    plan_id: search.plan_id,
    room_id: search.room_id,
    keyword: search.keyword,
  };
  for (const [key, value] of Object.entries(filters)) if (value) query[key as keyof typeof filters] = value;
  return query;
}

/** Field problems of a search by the API's own schema: the code of each field's first issue. */
export function searchIssues(query: SearchQuery): Partial<Record<keyof SearchQuery, string>> {
  const result = v.safeParse(searchReservationsQuery, query);
  if (result.success) return {};
  const issues: Partial<Record<keyof SearchQuery, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof SearchQuery | null;
    if (key && !issues[key]) issues[key] = issue.message;
  }
  return issues;
}

async function searchReservations(kind: StaffKind, query: SearchQuery) {
  return json(client(kind).api.api.searchreservations.$get({ query }));
}

export type SearchReservationsAnswer = Awaited<ReturnType<typeof searchReservations>>;
export type ReservationListItem = SearchReservationsAnswer['reservations'][number];

export const searchReservationsOptions = (kind: StaffKind, query: SearchQuery) =>
  queryOptions({
    queryKey: ['reservations', kind, 'search', query],
    queryFn: () => searchReservations(kind, query),
  });

/** Downloads the CSV of the search (UTF-8 with BOM or Shift_JIS); resolves with the file's name. */
export async function downloadReservationsCsv(
  kind: StaffKind,
  query: SearchQuery,
  encoding: CsvEncoding,
  header: CsvHeaderLang,
): Promise<string> {
  const { sort: _s, order: _o, page: _p, per_page: _pp, ...filters } = query;
  const res = await client(kind).api.api.searchreservationscsv.$get(
    { query: header === 'api' ? { ...filters, encoding } : { ...filters, encoding, header } },
    { headers: { accept: 'text/csv' } },
  );
  const name = filenameFromDisposition(res.headers.get('content-disposition'), 'reservations.csv');
  saveBlob(await res.blob(), name);
  return name;
}
