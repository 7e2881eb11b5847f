import type { Db } from '@tomaru/db/client';
import { findPlan } from '@tomaru/db/queries/catalog';
import { findHotel } from '@tomaru/db/queries/orgs';
import type { ReservationDetail } from '@tomaru/db/queries/reservations';
import { formatInstantTokyo, nightsOf } from '@tomaru/domain/dates/stay';
import { CHILD_TYPE_NUMBERS } from '@tomaru/domain/enums';
import { isLang, type Lang } from '@tomaru/domain/languages';
import { reservationTexts } from '../../mail/reservation-texts';
import type { ReservationMailData } from '../../mail/types';

/**
 * The language a reservation is shown in: the one asked for, else the one it was booked in, while the
 * hotel still offers it; else Japanese.
 */
export function reservationLang(
  r: { lang: string },
  requested: string | null | undefined,
  offered: readonly string[] | undefined,
): Lang {
  const wanted = requested && isLang(requested) ? requested : isLang(r.lang) ? r.lang : 'ja';
  // A language the hotel no longer offers has no texts to trust (old rows may linger): Japanese.
  return offered?.includes(wanted) ? wanted : 'ja';
}

/**
 * A reservation as the guest sees it: the fields of the spec's CSV (api-contract.md
 * getbookingbycode), the breakdown, the terms and the hotel's contact; plan, room, hotel, question
 * and option texts in the reservation's language (reservationTexts).
 */
export async function guestReservationView(db: Db, r: ReservationDetail, requestedLang?: string | null) {
  const hotel = await findHotel(db, r.hotel_id);
  const lang = reservationLang(r, requestedLang, hotel?.languages);
  const [texts, plan] = await Promise.all([reservationTexts(db, r, lang), findPlan(db, r.plan_id)]);
  return {
    reservation_id: r.reservation_id,
    // The guest booked it, so may see the URL key of a secret plan again (to change the stay).
    plan_secret_url: plan?.is_secret ? plan.secret_url : null,
    display_id: r.display_id,
    created_at: formatInstantTokyo(r.created_at),
    status: r.status,
    lang,
    hotel_id: r.hotel_id,
    hotel_name: r.hotel_name,
    hotel: {
      name: texts.hotel.name,
      tel: hotel?.tel ?? '',
      email: hotel?.email ?? '',
      address: texts.hotel.address,
      checkin_time: hotel?.checkin_time ?? '',
      checkout_time: hotel?.checkout_time ?? '',
    },
    room_id: r.room_id,
    plan_id: r.plan_id,
    room_name: texts.room_name,
    plan_title: texts.plan_title,
    stay_start_date: r.stay_start_date,
    stay_end_date: r.stay_end_date,
    nights: nightsOf(r.stay_start_date, r.stay_end_date).length,
    checkin_time: r.checkin_time,
    room_count: r.room_count,
    numbers: r.rooms.map(({ reservation_id: _, room_index: __, ...n }) => n),
    user_last_name: r.user_last_name,
    user_last_name_kana: r.user_last_name_kana,
    user_first_name: r.user_first_name,
    user_first_name_kana: r.user_first_name_kana,
    user_gender: r.user_gender,
    user_mail1: r.user_mail1,
    user_mail2: r.user_mail2,
    user_postcode: r.user_postcode,
    user_prefecture: r.user_prefecture,
    user_address: r.user_address,
    user_tel1: r.user_tel1,
    user_tel1_type: r.user_tel1_type,
    user_tel2: r.user_tel2,
    user_tel2_type: r.user_tel2_type,
    user_birthday: r.user_birthday,
    access: r.access,
    note: r.note,
    lodger_last_name: r.lodger_last_name,
    lodger_first_name: r.lodger_first_name,
    lodger_last_name_kana: r.lodger_last_name_kana,
    lodger_first_name_kana: r.lodger_first_name_kana,
    lodger_gender: r.lodger_gender,
    lodger_tel: r.lodger_tel,
    lodger_mail: r.lodger_mail,
    lodger_prefecture: r.lodger_prefecture,
    lodger_address: r.lodger_address,
    options: texts.answers.map((a) => ({
      question_id: a.question_id,
      question_text: a.question,
      choice_id: a.choice_id,
      answered_choice_text: a.answer,
    })),
    additional_options: r.options.map((o, i) => ({
      additional_option_id: o.additional_option_id,
      name: texts.options[i]?.name ?? o.name,
      num: o.num,
      price: o.price,
    })),
    open_coupon: r.open_coupon ?? null,
    closed_coupon: r.closed_coupon ?? null,
    combined_coupon: r.combined_coupon ?? null,
    subtotal_include_tax: r.subtotal_include_tax,
    total_exclude_tax: r.total_exclude_tax,
    total_exclude_tax_discounted: r.total_exclude_tax_discounted,
    discount: r.discount,
    member_discount: r.member_discount,
    consumption_tax: r.consumption_tax,
    spa_tax: r.spa_tax,
    accommodation_tax: r.accommodation_tax,
    total_include_tax: r.total_include_tax,
    amount_due: r.amount_due,
    breakdown: r.breakdown,
    nights_detail: r.nights.map((n) => ({ date: n.date, amount_include_tax: n.amount_include_tax })),
    cancel_policy: r.cancel_policy,
    change_deadline_days: r.change_deadline_days,
    before_reservation_id: r.before_reservation_id,
    hotel_reserve_no: r.hotel_reserve_no,
    payment_method: r.payment_method,
    canceled_at: r.canceled_at === null ? null : formatInstantTokyo(r.canceled_at),
    cancel_fee: r.cancel_fee,
  };
}

/**
 * The mail's view of a stored reservation (change and cancellation mails), in the reservation's
 * language unless `lang` names another (the hotel's copy is Japanese); texts from reservationTexts.
 */
export async function mailDataOf(
  db: Db,
  r: ReservationDetail,
  kind: ReservationMailData['kind'],
  origin: string,
  requestedLang?: Lang,
): Promise<ReservationMailData> {
  const hotel = await findHotel(db, r.hotel_id);
  const lang = reservationLang(r, requestedLang, hotel?.languages);
  const texts = await reservationTexts(db, r, lang);
  const prefix = lang === 'ja' ? '' : `/${lang}`;
  return {
    kind,
    lang,
    display_id: r.display_id,
    status: r.status,
    hotel: {
      hotel_id: r.hotel_id,
      name: texts.hotel.name,
      tel: hotel?.tel ?? '',
      email: hotel?.email ?? '',
      address: texts.hotel.address,
    },
    plan_title: texts.plan_title,
    room_name: texts.room_name,
    stay_start_date: r.stay_start_date,
    stay_end_date: r.stay_end_date,
    nights: r.nights.length,
    checkin_time: r.checkin_time,
    rooms: r.rooms.map((room) => ({
      male_num: room.male_num,
      female_num: room.female_num,
      children: CHILD_TYPE_NUMBERS.map((n) => ({
        child_type: n,
        name: texts.childTypeName(n),
        num: room[`child_type_${n}`],
      })).filter((c) => c.num > 0),
    })),
    booker: {
      last_name: r.user_last_name,
      first_name: r.user_first_name,
      last_name_kana: r.user_last_name_kana,
      first_name_kana: r.user_first_name_kana,
      mail1: r.user_mail1,
      tel1: r.user_tel1,
    },
    lodger: r.lodger_last_name ? { last_name: r.lodger_last_name, first_name: r.lodger_first_name } : null,
    options: r.options.map((o, i) => ({
      name: texts.options[i]?.name ?? o.name,
      num: o.num,
      price: o.price,
      amount: o.price * o.num,
    })),
    answers: texts.answers.map((a) => ({ question: a.question, answer: a.answer })),
    note: r.note,
    totals: {
      subtotal_include_tax: r.subtotal_include_tax,
      discount: r.discount,
      total_include_tax: r.total_include_tax,
      consumption_tax: r.consumption_tax,
      spa_tax: r.spa_tax,
      accommodation_tax: r.accommodation_tax,
      amount_due: r.amount_due,
    },
    nights_detail: r.nights.map((n) => ({ date: n.date, amount_include_tax: n.amount_include_tax })),
    payment_method: r.payment_method,
    cancel_policy: r.cancel_policy,
    change_deadline_days: r.change_deadline_days,
    lookup_url: `${origin}${prefix}/checkbooking?code=${r.display_id}`,
    ...(r.cancel_fee !== null ? { cancel_fee: r.cancel_fee } : {}),
  };
}
