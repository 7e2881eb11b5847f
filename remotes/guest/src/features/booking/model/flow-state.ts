import type { ChildTypeNumber, Gender, PaymentMethod, PhoneType } from '@tomaru/domain/enums';
import { type OccupancyInput, occupancy } from '@tomaru/domain/schemas/booking';
import { stayDate } from '@tomaru/domain/schemas/stay-dates';
import * as v from 'valibot';
import { session } from './completed';

/** One room's party; every count present (the API's `Occupancy`). */
export type Occupancy = OccupancyInput;
export type ChildKey = `child_type_${ChildTypeNumber}`;
export const MAX_ROOMS = 10;

/** What the guest types about a person; empty strings for what is left out. */
export type PersonForm = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  gender: Gender | '';
  mail1: string;
  postcode: string;
  prefecture: string;
  address: string;
  tel1: string;
  tel1_type: PhoneType | '';
  tel2: string;
  tel2_type: PhoneType | '';
  birthday: string;
};

type Answer = { choice_id?: number; text?: string };

/** Everything entered in the three steps, kept per hotel in sessionStorage. */
export type FlowState = {
  step: 1 | 2 | 3;
  /** The query string the flow was opened with (or `change:<display id>`): another link starts afresh. */
  origin: string;
  /** A secret plan's URL key from the link (getplans never lists secret plans); '' for none. */
  secret: string;
  plan_id: number | null;
  room_id: number | null;
  checkin: string;
  checkout: string;
  rooms: Occupancy[];
  /** additional_option_id → count. */
  options: Record<string, number>;
  /** question_id → answer. */
  answers: Record<string, Answer>;
  /** A coupon code the server accepted (sent with every calculation). */
  coupon_code: string;
  user: PersonForm;
  mail_confirm: string;
  lodger_differs: boolean;
  lodger: PersonForm;
  checkin_time: string;
  note: string;
  payment_method: PaymentMethod | '';
};

const emptyPerson = (): PersonForm => ({
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  gender: '',
  mail1: '',
  postcode: '',
  prefecture: '',
  address: '',
  tel1: '',
  tel1_type: '',
  tel2: '',
  tel2_type: '',
  birthday: '',
});

export const emptyRoom = (adults = 2): Occupancy => ({
  male_num: Math.ceil(adults / 2),
  female_num: Math.floor(adults / 2),
  child_type_1: 0,
  child_type_2: 0,
  child_type_3: 0,
  child_type_4: 0,
  child_type_5: 0,
  child_type_6: 0,
});

const ID = /^[1-9]\d{0,9}$/;
/** The URL key of a secret plan, as getsecretplan accepts it. */
const SECRET = /^[A-Za-z0-9_-]{1,64}$/;
const roomsParam = v.pipe(v.array(occupancy), v.minLength(1), v.maxLength(MAX_ROOMS));

/**
 * The flow's starting point from a link's query (plan list, secret plan page, waiting-list mail):
 * plan_id, room_id, checkin, checkout, rooms (a JSON array of occupancies) and secret (a secret plan's
 * URL key). Every parameter is optional; a bad one is ignored, and a check-out not after the check-in
 * is dropped.
 * @example parseBookingQuery('?plan_id=101&checkin=2027-04-15&rooms=oops') // plan 101, check-in, default party
 */
export function parseBookingQuery(search: string): FlowState {
  const q = new URLSearchParams(search);
  const id = (name: string) => {
    const raw = q.get(name) ?? '';
    return ID.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  };
  const date = (name: string) => {
    const raw = q.get(name) ?? '';
    return v.is(stayDate, raw) ? raw : '';
  };
  const secret = q.get('secret') ?? '';
  const checkin = date('checkin');
  let checkout = date('checkout');
  if (checkin && checkout && checkout <= checkin) checkout = '';
  let rooms: Occupancy[] = [emptyRoom()];
  try {
    const parsed = v.safeParse(roomsParam, JSON.parse(q.get('rooms') ?? ''));
    if (parsed.success) rooms = parsed.output;
  } catch {
    // Not JSON: the default party.
  }
  return {
    step: 1,
    origin: normalizedOrigin(search),
    secret: SECRET.test(secret) ? secret : '',
    plan_id: id('plan_id'),
    room_id: id('room_id'),
    checkin,
    checkout,
    rooms,
    options: {},
    answers: {},
    coupon_code: '',
    user: emptyPerson(),
    mail_confirm: '',
    lodger_differs: false,
    lodger: emptyPerson(),
    checkin_time: '',
    note: '',
    payment_method: '',
  };
}

function normalizedOrigin(search: string): string {
  const q = new URLSearchParams(search);
  return ['plan_id', 'room_id', 'checkin', 'checkout', 'rooms', 'secret']
    .map((k) => `${k}=${q.get(k) ?? ''}`)
    .join('&');
}

/** Where the booking flow of a hotel is kept in the tab. */
export const bookingStorageKey = (hotelId: number) => `tomaru.booking.${hotelId}`;
/** Where the change of a reservation is kept in the tab. */
export const changeStorageKey = (displayId: string) => `tomaru.change.${displayId}`;

/**
 * What was entered in this tab under `key` when it started from the same point (a reload, or coming
 * back to it), else `fresh`.
 */
export function restoreFlow(key: string, fresh: FlowState): FlowState {
  const raw = session()?.getItem(key);
  if (!raw) return fresh;
  try {
    const saved = JSON.parse(raw) as Partial<FlowState>;
    if (saved.origin !== fresh.origin) return fresh;
    return {
      ...fresh,
      ...saved,
      user: { ...emptyPerson(), ...saved.user },
      lodger: { ...emptyPerson(), ...saved.lodger },
    } as FlowState;
  } catch {
    return fresh;
  }
}

/**
 * The flow for this hotel: what was entered in this tab when it was opened from the same link (a
 * reload, or coming back to it), else a fresh start from the link's query.
 */
export function loadFlow(hotelId: number, search: string): FlowState {
  return restoreFlow(bookingStorageKey(hotelId), parseBookingQuery(search));
}

export function storeFlow(key: string, state: FlowState): void {
  session()?.setItem(key, JSON.stringify(state));
}

export function forgetFlow(key: string): void {
  session()?.removeItem(key);
}
