import { type BookingKey, getBookingByCode } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import { useEffect, useState } from 'react';

type Occupancy = {
  male_num: number;
  female_num: number;
  child_type_1: number;
  child_type_2: number;
  child_type_3: number;
  child_type_4: number;
  child_type_5: number;
  child_type_6: number;
};

/** A reservation as `GET /api/getbookingbycode` answers it for the guest. */
export type GuestReservation = {
  reservation_id: number;
  display_id: string;
  created_at: string;
  status: string;
  lang: string;
  hotel_id: number;
  hotel_name: string;
  hotel: {
    name: string;
    tel: string;
    email: string;
    address: string;
    checkin_time: string;
    checkout_time: string;
  };
  room_name: string;
  plan_title: string;
  stay_start_date: string;
  stay_end_date: string;
  nights: number;
  checkin_time: string;
  room_count: number;
  numbers: Occupancy[];
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_mail1: string;
  user_tel1: string;
  user_postcode: string;
  user_prefecture: string;
  user_address: string;
  note: string;
  lodger_last_name: string;
  lodger_first_name: string;
  lodger_last_name_kana: string;
  lodger_first_name_kana: string;
  lodger_tel: string;
  lodger_mail: string;
  options: { question_id: number; question_text: string; answered_choice_text: string }[];
  additional_options: { additional_option_id: number; name: string; num: number; price: number }[];
  open_coupon: { name?: string; discount_yen?: number } | null;
  closed_coupon: { name?: string; discount_yen?: number } | null;
  combined_coupon: { name?: string; discount_yen?: number } | null;
  subtotal_include_tax: number;
  total_exclude_tax: number;
  total_exclude_tax_discounted: number;
  discount: number;
  member_discount: number;
  consumption_tax: number;
  spa_tax: number;
  accommodation_tax: number;
  total_include_tax: number;
  amount_due: number;
  nights_detail: { date: string; amount_include_tax: number }[];
  cancel_policy: { days_before: number; percent: number }[];
  change_deadline_days: number;
  payment_method: 'local' | 'card' | 'epsilon' | 'jtb';
  /** Whether issuereceipt would issue one now (a stay paid at the hotel: once it is over). */
  can_issue_receipt: boolean;
  canceled_at: string | null;
  cancel_fee: number | null;
};

/** What the guest may still do online (`changeRules` of the worker). */
export type ChangeRules = {
  can_change: boolean;
  can_cancel: boolean;
  reason?: 'deadline_passed' | 'prepaid' | 'jtb' | 'cancel_fee_applies' | 'canceled';
  cancel_fee?: number;
};

export type BookingLookup = { reservation: GuestReservation; rules: ChangeRules };

/** The lookup of `key`, its texts in the page's language `lang`. */
export const lookUpBooking = (key: BookingKey, lang: Lang, signal?: AbortSignal) =>
  getBookingByCode<BookingLookup>(key, lang, signal);

type State =
  | { status: 'loading' }
  | { status: 'done'; data: BookingLookup }
  | { status: 'error'; error: unknown };

/**
 * The reservation of `key` (null: nothing to look up yet) in the page's language `lang`; `reload`
 * asks again (after a cancel).
 */
export function useBookingByCode(key: BookingKey | null, lang: Lang) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const code = key?.code;
  const email = key?.email;
  useEffect(() => {
    if (code === undefined || email === undefined) return;
    const controller = new AbortController();
    setState((s) => (s.status === 'done' && round > 0 ? s : { status: 'loading' }));
    lookUpBooking({ code, email }, lang, controller.signal).then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [code, email, lang, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}
