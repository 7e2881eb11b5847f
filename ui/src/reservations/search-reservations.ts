import type { CsvHeaderLang } from '@tomaru/domain/csv/reservation-csv';
import { RESERVATION_STATUSES, type ReservationStatus } from '@tomaru/domain/enums';
import {
  type CsvEncoding,
  RESERVATION_SORTS,
  type ReservationSort,
  searchReservationsQuery,
} from '@tomaru/domain/schemas/reservations';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { ApiError, api, type StaffKind } from '../api';
import { downloadFile } from '../download';

/**
 * The reservation search as the screen keeps it in the URL: every filter as the form shows it
 * (strings, '' for none), the statuses ticked, the sort and the page.
 */
export type ReservationFilters = {
  hotel_id: string;
  stay_from: string;
  stay_to: string;
  booked_from: string;
  booked_to: string;
  status: ReservationStatus[];
  plan_id: string;
  room_id: string;
  keyword: string;
  sort: ReservationSort;
  order: 'asc' | 'desc';
  page: number;
};

const PER_PAGE = 20;

export const EMPTY_FILTERS: ReservationFilters = {
  hotel_id: '',
  stay_from: '',
  stay_to: '',
  booked_from: '',
  booked_to: '',
  status: [],
  plan_id: '',
  room_id: '',
  keyword: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
};

const TEXT_KEYS = [
  'hotel_id',
  'stay_from',
  'stay_to',
  'booked_from',
  'booked_to',
  'plan_id',
  'room_id',
  'keyword',
] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The filters a URL's search holds; anything unknown or malformed falls back to "no filter".
 * @example filtersFromSearch({ status: 'booking,canceled', page: '2' }).status // ['booking', 'canceled']
 */
export function filtersFromSearch(search: Record<string, unknown>): ReservationFilters {
  const f: ReservationFilters = { ...EMPTY_FILTERS, status: [] };
  for (const key of TEXT_KEYS) f[key] = text(search[key]).trim();
  f.status = [
    ...new Set(
      text(search.status)
        .split(',')
        .map((s) => s.trim())
        .filter((s): s is ReservationStatus => (RESERVATION_STATUSES as readonly string[]).includes(s)),
    ),
  ];
  const sort = text(search.sort);
  if ((RESERVATION_SORTS as readonly string[]).includes(sort)) f.sort = sort as ReservationSort;
  const order = text(search.order);
  if (order === 'asc' || order === 'desc') f.order = order;
  const page = Number(text(search.page));
  if (Number.isInteger(page) && page >= 1 && page <= 100_000) f.page = page;
  return f;
}

/**
 * The URL search of the filters: only what differs from the defaults, so a plain list has a plain URL
 * and a search can be bookmarked.
 * @example filtersToSearch({ ...EMPTY_FILTERS, keyword: '佐藤', page: 2 }) // { keyword: '佐藤', page: '2' }
 */
export function filtersToSearch(f: ReservationFilters): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of TEXT_KEYS) {
    const value = f[key].trim();
    if (value) search[key] = value;
  }
  if (f.status.length) search.status = f.status.join(',');
  if (f.sort !== EMPTY_FILTERS.sort) search.sort = f.sort;
  if (f.order !== EMPTY_FILTERS.order) search.order = f.order;
  if (f.page !== 1) search.page = String(f.page);
  return search;
}

/** The query string of a search, `?…` or '' (for links and the browser history). */
export function searchString(f: ReservationFilters): string {
  const qs = new URLSearchParams(filtersToSearch(f)).toString();
  return qs ? `?${qs}` : '';
}

export type ApiQuery = Record<string, string | undefined>;

/**
 * The filters as `searchreservations` (and the CSV export) take them. `fixedHotelId` is the hotel a
 * hotel screen is about: it wins over the form's hotel choice.
 * @example filtersToApiQuery({ ...EMPTY_FILTERS, status: ['booking'] }, 1) // { hotel_id: '1', status: 'booking', sort: 'created_at', order: 'desc', page: '1', per_page: '20', … }
 */
export function filtersToApiQuery(f: ReservationFilters, fixedHotelId?: number): ApiQuery {
  const blank = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return {
    hotel_id: fixedHotelId !== undefined ? String(fixedHotelId) : blank(f.hotel_id),
    stay_from: blank(f.stay_from),
    stay_to: blank(f.stay_to),
    booked_from: blank(f.booked_from),
    booked_to: blank(f.booked_to),
    status: f.status.length ? f.status.join(',') : undefined,
    plan_id: blank(f.plan_id),
    room_id: blank(f.room_id),
    keyword: blank(f.keyword),
    sort: f.sort,
    order: f.order,
    page: String(f.page),
    per_page: String(PER_PAGE),
  };
}

/** The CSV export's query: the same filters without sort and page, and the encoding. */
export function filtersToCsvQuery(
  f: ReservationFilters,
  encoding: CsvEncoding,
  fixedHotelId?: number,
  header: CsvHeaderLang = 'api',
): ApiQuery {
  const { sort: _s, order: _o, page: _p, per_page: _pp, ...filters } = filtersToApiQuery(f, fixedHotelId);
  return header === 'api' ? { ...filters, encoding } : { ...filters, encoding, header };
}

export type FieldIssues = Partial<Record<keyof ReservationFilters, string>>;

/**
 * The form's problems by field, checked with the API's own schema: the code of the first issue of
 * each field (e.g. `invalid_range` on stay_to). Empty when the search may be sent.
 */
export function validateFilters(f: ReservationFilters, fixedHotelId?: number): FieldIssues {
  const result = v.safeParse(searchReservationsQuery, filtersToApiQuery(f, fixedHotelId));
  if (result.success) return {};
  const issues: FieldIssues = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof ReservationFilters | null;
    if (key && !issues[key]) issues[key] = issue.message;
  }
  return issues;
}

/** One line of the list, as `searchreservations` answers it. */
export type ReservationListItem = {
  reservation_id: number;
  display_id: string;
  status: ReservationStatus;
  created_at: string;
  stay_start_date: string;
  stay_end_date: string;
  checkin_time: string;
  room_count: number;
  adults: number;
  children: number;
  guests: number;
  nights: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_tel1: string;
  user_mail1: string;
  lodger_last_name: string;
  lodger_first_name: string;
  plan_id: number;
  plan_title: string;
  room_id: number;
  room_name: string;
  payment_method: string;
  total_include_tax: number;
  amount_due: number;
  hotel_id: number;
  hotel_name: string;
  canceled_at: string | null;
  has_memo: boolean;
};

type SearchReservationsAnswer = {
  reservations: ReservationListItem[];
  total: number;
  page: number;
  per_page: number;
};

function searchReservations(kind: StaffKind, query: ApiQuery, signal?: AbortSignal) {
  return api<SearchReservationsAnswer>('/api/api/searchreservations', { kind, query, signal });
}

export type SearchState =
  | { state: 'loading' }
  | { state: 'error'; error: ApiError }
  | { state: 'done'; data: SearchReservationsAnswer };

/** The page of reservations for `query` (null: nothing to ask yet); asks again when it changes. */
export function useSearchReservations(kind: StaffKind, query: ApiQuery | null): SearchState {
  const key = query ? JSON.stringify(query) : '';
  const [result, setResult] = useState<SearchState>({ state: 'loading' });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setResult({ state: 'loading' });
    searchReservations(kind, JSON.parse(key) as ApiQuery, controller.signal).then(
      (data) => setResult({ state: 'done', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          state: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, 'internal_error', String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [kind, key]);
  return result;
}

/** Downloads the CSV of the search (UTF-8 with BOM or Shift_JIS); resolves with the file's name. */
export function downloadReservationsCsv(kind: StaffKind, query: ApiQuery): Promise<string> {
  return downloadFile('/api/api/searchreservationscsv', { kind, query }, 'reservations.csv');
}
