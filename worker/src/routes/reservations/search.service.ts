import type { Db } from '@tomaru/db/client';
import type {
  ReservationFilter,
  ReservationListRow,
  ReservationScope,
} from '@tomaru/db/queries/reservation-search';
import type { ReservationDetail } from '@tomaru/db/queries/reservations';
import { daysBetween, formatInstantTokyo, tokyoInstant } from '@tomaru/domain/dates/stay';
import { ERROR_MESSAGES } from '@tomaru/domain/errors';
import { keywordTerms, type ReservationFilterQuery } from '@tomaru/domain/schemas/reservations';
import { hotelFilter, hotelInScope } from '../../auth/scope';
import type { Principal } from '../../env';
import { ApiError, forbidden, notFound, Status } from '../../lib/errors';

/**
 * The hotels a search may look at. A hotel user names its own hotel; chain, union and admin may
 * name one of theirs or none (then every hotel in their scope). A hotel out of scope is 403.
 */
export async function searchScope(
  db: Db,
  p: Principal,
  hotelId: number | undefined,
): Promise<ReservationScope> {
  if (hotelId !== undefined) {
    await hotelInScope(db, p, hotelId);
    return { hotelId };
  }
  if (p.type === 'hotel') {
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [{ path: 'hotel_id', code: 'required', message: ERROR_MESSAGES.required }],
    });
  }
  const scope = hotelFilter(p);
  if (!scope) throw forbidden();
  return scope;
}

/** The validated query as the search's filter: booking dates become instants of Japan's days. */
export function toFilter(query: ReservationFilterQuery, scope: ReservationScope): ReservationFilter {
  return {
    scope,
    stayFrom: query.stay_from,
    stayTo: query.stay_to,
    createdFrom: query.booked_from ? tokyoInstant(query.booked_from, '00:00') : undefined,
    createdBefore: query.booked_to ? tokyoInstant(query.booked_to, '24:00') : undefined,
    statuses: query.status,
    planId: query.plan_id,
    roomId: query.room_id,
    keyword: query.keyword ? keywordTerms(query.keyword) : undefined,
  };
}

/** One line of the reservation list as the API answers it. */
export function listItem(row: ReservationListRow) {
  const { has_memo, canceled_at, created_at, ...rest } = row;
  return {
    ...rest,
    created_at: formatInstantTokyo(created_at),
    canceled_at: canceled_at === null ? null : formatInstantTokyo(canceled_at),
    nights: daysBetween(row.stay_start_date, row.stay_end_date),
    guests: row.adults + row.children,
    has_memo: Boolean(has_memo),
  };
}

/**
 * The reservation if the caller may reach it, else 404 reservation_not_found: the same answer
 * whether it does not exist or belongs to a hotel out of the caller's scope, so ids reveal nothing.
 */
export async function reachable<T extends { hotel_id: number }>(db: Db, p: Principal, row: T | undefined) {
  if (!row) throw notFound('reservation_not_found');
  try {
    await hotelInScope(db, p, row.hotel_id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === Status.FORBIDDEN || error.status === Status.NOT_FOUND))
      throw notFound('reservation_not_found');
    throw error;
  }
  return row;
}

const iso = (epochSeconds: number | null) =>
  epochSeconds === null ? null : formatInstantTokyo(epochSeconds);

/** Everything stored about a reservation, for the hotel's detail screen. */
export function reservationView(detail: ReservationDetail) {
  const { rooms, nights, answers, options, ...row } = detail;
  const guestRooms = rooms.map(({ reservation_id: _, ...room }) => room);
  const adults = guestRooms.reduce((s, room) => s + room.male_num + room.female_num, 0);
  const children = guestRooms.reduce(
    (s, room) =>
      s +
      room.child_type_1 +
      room.child_type_2 +
      room.child_type_3 +
      room.child_type_4 +
      room.child_type_5 +
      room.child_type_6,
    0,
  );
  // The payment key's hash is the guest's, never shown to staff.
  const { payment_key_hash: _key, ...shown } = row;
  return {
    ...shown,
    created_at: formatInstantTokyo(row.created_at),
    updated_at: formatInstantTokyo(row.updated_at),
    canceled_at: iso(row.canceled_at),
    payment_deadline_at: iso(row.payment_deadline_at),
    night_count: daysBetween(row.stay_start_date, row.stay_end_date),
    adults,
    children,
    guests: adults + children,
    rooms: guestRooms,
    nights: nights.map(({ reservation_id: _, ...night }) => night),
    answers: [...answers]
      .sort((a, b) => a.question_id - b.question_id)
      .map(({ reservation_id: _, ...answer }) => answer),
    additional_options: [...options]
      .sort((a, b) => a.additional_option_id - b.additional_option_id)
      .map(({ reservation_id: _, ...option }) => ({ ...option, amount: option.num * option.price })),
  };
}
