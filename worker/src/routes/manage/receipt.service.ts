import type { Db } from '@tomaru/db/client';
import { isUniqueViolation } from '@tomaru/db/queries/guards';
import { findHotel } from '@tomaru/db/queries/orgs';
import { insertReceipt } from '@tomaru/db/queries/receipts';
import type { ReservationRow } from '@tomaru/db/queries/reservations';
import { formatInstantTokyo } from '@tomaru/domain/dates/stay';
import { ERROR_MESSAGES } from '@tomaru/domain/errors';
import { CONSUMPTION_TAX_PERCENT } from '@tomaru/domain/pricing/stay-price';
import { receiptRefusal } from '@tomaru/domain/reservations/online-rules';
import { ApiError, Status } from '../../lib/errors';
import { reservationTexts } from '../../mail/reservation-texts';
import { reservationLang } from './reservation-view';

/**
 * Issues a qualified simplified invoice (適格簡易請求書) for a reservation and counts it: the first
 * is the original, any later one is marked as a reissue. The numbers are the stored ones, so the
 * receipt shows the same yen as the confirmation, the mail and the CSV; the hotel, plan and room in
 * `lang` when given (the page's), else the reservation's language, picked by reservationTexts (the
 * issuer's registered name as it is: a legal name).
 */
export async function issueReceipt(
  db: Db,
  r: ReservationRow,
  input: { addressee: string; via: 'guest' | 'member' | 'hotel'; now: number; lang?: string | undefined },
) {
  const refusal = receiptRefusal(r, input.now);
  if (refusal) {
    // The reason, so the page can say why (a cancelled stay never gets one; a stay paid at the
    // hotel gets one after check-out).
    throw new ApiError(Status.CONFLICT, 'receipt_not_available', {
      issues: [{ path: 'reservation', code: refusal, message: ERROR_MESSAGES.receipt_not_available }],
    });
  }
  const hotel = await findHotel(db, r.hotel_id);
  const lang = reservationLang(r, input.lang, hotel?.languages);
  const texts = await reservationTexts(db, { ...r, answers: [], options: [] }, lang);
  const insert = () =>
    insertReceipt(db, {
      reservation_id: r.reservation_id,
      addressee: input.addressee,
      issued_at: input.now,
      issued_via: input.via,
    });
  let row: { issue_no: number } | undefined;
  // Two issues at the same instant compute the same next number; the loser simply tries again.
  for (let attempt = 0; !row; attempt++) {
    try {
      row = await insert();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
  return {
    receipt_no: `${r.display_id}-${row.issue_no}`,
    issue_no: row.issue_no,
    reissue: row.issue_no > 1,
    issued_at: formatInstantTokyo(input.now),
    addressee: input.addressee,
    issuer: {
      name: hotel?.receipt_issuer_name || r.hotel_name,
      registration_number: hotel?.invoice_registration_number ?? '',
      hotel_name: texts.hotel.name,
      postcode: hotel?.postcode ?? '',
      address: texts.hotel.address,
      tel: hotel?.tel ?? '',
    },
    reservation: {
      display_id: r.display_id,
      stay_start_date: r.stay_start_date,
      stay_end_date: r.stay_end_date,
      plan_title: texts.plan_title,
      room_name: texts.room_name,
      room_count: r.room_count,
      payment_method: r.payment_method,
    },
    amounts: {
      subtotal_include_tax: r.subtotal_include_tax,
      discount_exclude_tax: r.discount,
      member_discount_exclude_tax: r.member_discount,
      total_include_tax: r.total_include_tax,
      by_rate: [
        {
          rate_percent: CONSUMPTION_TAX_PERCENT,
          amount_include_tax: r.total_include_tax,
          amount_exclude_tax: r.total_exclude_tax_discounted,
          tax: r.consumption_tax,
        },
      ],
      // Bathing and accommodation taxes are outside consumption tax (不課税).
      spa_tax: r.spa_tax,
      accommodation_tax: r.accommodation_tax,
      amount_due: r.amount_due,
    },
  };
}
