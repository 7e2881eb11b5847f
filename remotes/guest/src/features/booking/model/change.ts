import { CHILD_TYPE_NUMBERS } from '@tomaru/domain/enums';
import type { BookingKey } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import type { ChangeBookingInput } from '../api/change-booking';
import type { ReservationToChange } from '../api/get-booking-by-code';
import { bookBodyOf } from './bodies';
import type { FlowState, Occupancy, PersonForm } from './flow-state';

/** The origin of a change flow in the tab: one per reservation. */
const changeOrigin = (displayId: string) => `change:${displayId}`;

const fullRoom = (room: Partial<Occupancy>): Occupancy => ({
  male_num: room.male_num ?? 0,
  female_num: room.female_num ?? 0,
  ...(Object.fromEntries(
    CHILD_TYPE_NUMBERS.map((n) => [`child_type_${n}`, room[`child_type_${n}`] ?? 0]),
  ) as Omit<Occupancy, 'male_num' | 'female_num'>),
});

/**
 * The three steps filled with everything the guest entered for a reservation: plan, room, dates,
 * rooms and party, additional options, answers, booker, lodger, check-in time and note.
 */
export function flowFromReservation(r: ReservationToChange): FlowState {
  const user: PersonForm = {
    last_name: r.user_last_name,
    first_name: r.user_first_name,
    last_name_kana: r.user_last_name_kana,
    first_name_kana: r.user_first_name_kana,
    gender: r.user_gender ?? '',
    mail1: r.user_mail1,
    postcode: r.user_postcode,
    prefecture: r.user_prefecture,
    address: r.user_address,
    tel1: r.user_tel1,
    tel1_type: r.user_tel1_type ?? '',
    tel2: r.user_tel2,
    tel2_type: r.user_tel2 ? (r.user_tel2_type ?? '') : '',
    birthday: r.user_birthday ?? '',
  };
  const lodger: PersonForm = {
    last_name: r.lodger_last_name,
    first_name: r.lodger_first_name,
    last_name_kana: r.lodger_last_name_kana,
    first_name_kana: r.lodger_first_name_kana,
    gender: r.lodger_gender ?? '',
    mail1: r.lodger_mail,
    postcode: '',
    prefecture: r.lodger_prefecture,
    address: r.lodger_address,
    tel1: r.lodger_tel,
    tel1_type: '',
    tel2: '',
    tel2_type: '',
    birthday: '',
  };
  return {
    step: 1,
    origin: changeOrigin(r.display_id),
    secret: r.plan_secret_url ?? '',
    plan_id: r.plan_id,
    room_id: r.room_id,
    checkin: r.stay_start_date,
    checkout: r.stay_end_date,
    rooms: r.numbers.map(fullRoom),
    options: Object.fromEntries(
      r.additional_options.filter((o) => o.num > 0).map((o) => [String(o.additional_option_id), o.num]),
    ),
    answers: Object.fromEntries(
      r.options.map((a) => [
        String(a.question_id),
        a.choice_id ? { choice_id: a.choice_id } : { text: a.answered_choice_text },
      ]),
    ),
    coupon_code: '',
    user,
    mail_confirm: r.user_mail1,
    lodger_differs: r.lodger_last_name !== '',
    lodger,
    checkin_time: r.checkin_time,
    note: r.note,
    payment_method: r.payment_method === 'local' ? 'local' : '',
  };
}

/** The changebooking body: the reservation's key and the new stay as the book body of the flow. */
export function changeBodyOf(
  state: FlowState,
  key: BookingKey,
  hotelId: number,
  lang: Lang,
  agree: boolean,
): ChangeBookingInput {
  return { code: key.code, email: key.email, booking: bookBodyOf(state, hotelId, lang, agree) };
}

/** An issue path of changebooking as the book flow's path (`booking.user.tel1` → `user.tel1`). */
export const bookingPath = (path: string) => (path.startsWith('booking.') ? path.slice(8) : path);
