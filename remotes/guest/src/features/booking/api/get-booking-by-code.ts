import { type BookingKey, getBookingByCode } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import { useResource } from '../hooks/use-resource';
import type { Occupancy } from '../model/flow-state';

/** What the change screens read of a reservation (`GET /api/getbookingbycode`, reservation-view.ts). */
export type ReservationToChange = {
  reservation_id: number;
  display_id: string;
  status: string;
  lang: string;
  hotel_id: number;
  /** The URL key when the plan is secret (getplans never lists it). */
  plan_secret_url?: string | null;
  hotel_name: string;
  hotel: { name: string; tel: string };
  plan_id: number;
  room_id: number;
  plan_title: string;
  room_name: string;
  stay_start_date: string;
  stay_end_date: string;
  checkin_time: string;
  numbers: Occupancy[];
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_gender: 'man' | 'woman' | 'other' | null;
  user_mail1: string;
  user_postcode: string;
  user_prefecture: string;
  user_address: string;
  user_tel1: string;
  user_tel1_type: 'cellphone' | 'home' | 'work' | null;
  user_tel2: string;
  user_tel2_type: 'cellphone' | 'home' | 'work' | null;
  user_birthday: string | null;
  note: string;
  lodger_last_name: string;
  lodger_first_name: string;
  lodger_last_name_kana: string;
  lodger_first_name_kana: string;
  lodger_gender: 'man' | 'woman' | 'other' | null;
  lodger_tel: string;
  lodger_mail: string;
  lodger_prefecture: string;
  lodger_address: string;
  /** The answers to the hotel's questions. */
  options: { question_id: number; choice_id: number | null; answered_choice_text: string }[];
  additional_options: { additional_option_id: number; name: string; num: number; price: number }[];
  total_include_tax: number;
  amount_due: number;
  payment_method: 'local' | 'card' | 'epsilon' | 'jtb';
};

/** Whether the guest may still change online, and why not (`changeRules` of the worker). */
type ChangeRules = {
  can_change: boolean;
  can_cancel: boolean;
  reason?: 'deadline_passed' | 'prepaid' | 'jtb' | 'cancel_fee_applies' | 'canceled';
};

export type BookingLookup = { reservation: ReservationToChange; rules: ChangeRules };

/** The reservation of `key` (null: nothing to read), its texts in the page's language `lang`. */
export const useBookingByCode = (key: BookingKey | null, lang: Lang) =>
  useResource(key ? `${key.code}:${key.email}:${lang}` : null, (signal) =>
    getBookingByCode<BookingLookup>(key as BookingKey, lang, signal),
  );
