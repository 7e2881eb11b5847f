import type { Lang } from '@tomaru/domain/languages';

/** Everything a reservation mail shows, as stored at booking (snapshots, integer yen). */
export type ReservationMailData = {
  /**
   * confirmation (a prepaid one is sent when the payment is confirmed, saying so), change,
   * cancellation; payment_expired: a prepaid hold ended unpaid and the room was released;
   * refund: money of a prepaid reservation given back (`refund_amount`, or `refund_by_hotel`); of a
   * reservation still booked (status `booking`), a second payment given back, the booking standing.
   */
  kind: 'confirmation' | 'change' | 'cancellation' | 'payment_expired' | 'refund';
  lang: Lang;
  display_id: string;
  status: string;
  hotel: { hotel_id: number; name: string; tel: string; email: string; address: string };
  plan_title: string;
  room_name: string;
  stay_start_date: string;
  stay_end_date: string;
  nights: number;
  checkin_time: string;
  rooms: {
    male_num: number;
    female_num: number;
    children: { child_type: number; name: string; num: number }[];
  }[];
  booker: {
    last_name: string;
    first_name: string;
    last_name_kana: string;
    first_name_kana: string;
    mail1: string;
    tel1: string;
  };
  lodger: { last_name: string; first_name: string } | null;
  options: { name: string; num: number; price: number; amount: number }[];
  answers: { question: string; answer: string }[];
  note: string;
  totals: {
    subtotal_include_tax: number;
    discount: number;
    total_include_tax: number;
    consumption_tax: number;
    spa_tax: number;
    accommodation_tax: number;
    amount_due: number;
  };
  nights_detail: { date: string; amount_include_tax: number }[];
  payment_method: 'local' | 'card' | 'epsilon' | 'jtb';
  cancel_policy: { days_before: number; percent: number }[];
  change_deadline_days: number;
  /** Absolute URL of the lookup page for this booking (/checkbooking in the booking's language). */
  lookup_url: string;
  cancel_fee?: number;
  /** refund: the yen given back at the provider. */
  refund_amount?: number;
  /** payment_expired: the guest gave up paying (rather than the deadline passing). */
  given_up?: boolean;
  /** refund: the provider cannot give this part back; the hotel contacts the guest to pay it. */
  refund_by_hotel?: number;
  /** refund: the method of the payment given back (a second payment's may differ from the booking's). */
  refund_method?: 'card' | 'epsilon' | 'jtb';
};
