import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@tomaru/ui/api';
import { saveBookingKey } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import { savePaymentSession } from '@tomaru/ui/payment-session';
import { changeBooking } from '../api/change-booking';
import { createBooking } from '../api/create-booking';
import { apiErrorMessage, changeReason } from '../messages';
import { bookBodyOf, type FieldErrors, issuesToErrors, stepOf } from '../model/bodies';
import { bookingPath, changeBodyOf } from '../model/change';
import { type CompletedBooking, saveCompleted } from '../model/completed';
import { type FlowState, forgetFlow } from '../model/flow-state';
import type { Catalog } from './use-catalog';
import { priceProblem } from './use-conditions';
import type { ChangeOf } from './use-flow-state';

/**
 * The booking itself (POST /api/book, or /api/changebooking for a change), as the confirmation
 * form's submit: on success the flow is forgotten and the completion page shown; a refusal that
 * concerns an earlier step sends the guest back there with the reason at its field; anything else
 * is thrown for the form's one failure alert (`describeFailure` gives its words).
 */
export function useBook(o: {
  hotelId: number;
  hotelName: string;
  lang: Lang;
  state: FlowState;
  flowKey: string;
  catalog: Catalog;
  change: ChangeOf | undefined;
  onBooked: (done: CompletedBooking) => void;
  /** Leaves the app for a payment page (a full page load). */
  leaveFor: (url: string) => void;
  /** The server refused the conditions of step 1 (sold out, no price, or field issues). */
  refuseConditions: (problem: ReturnType<typeof priceProblem>, errors?: FieldErrors) => void;
  /** The server refused fields of step 2 or 3. */
  refuseFields: (errors: FieldErrors) => void;
  goTo: (step: 1 | 2 | 3) => void;
}) {
  const { i18n } = useLingui();
  const { hotelId, lang, state, change } = o;

  const confirm = async () => {
    const book = bookBodyOf(state, hotelId, lang, true);
    let result: {
      display_id: string;
      amount_due: number;
      payment?: { redirect_url?: string | undefined; order_number: string; key: string } | undefined;
    };
    try {
      result = change
        ? await changeBooking(changeBodyOf(state, change.key, hotelId, lang, true))
        : await createBooking(book);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === 'not_changeable') throw error;
      if (error.code === 'unavailable_date' || error.code === 'no_price') {
        o.refuseConditions(priceProblem(error));
        o.goTo(1);
        return;
      }
      if (!error.issues.length) throw error;
      const found = issuesToErrors(error.issues.map((i) => ({ ...i, path: bookingPath(i.path) })));
      const first = Math.min(...Object.keys(found).map(stepOf)) as 1 | 2 | 3;
      const later = Object.fromEntries(Object.entries(found).filter(([k]) => stepOf(k) !== 1));
      o.refuseFields(later);
      if (first === 1) o.refuseConditions(null, found);
      if (first !== 3) {
        o.goTo(first);
        return;
      }
      // Issues of this step: the form puts them on its fields and says so in its alert.
      throw error;
    }
    const email = state.user.mail1.trim().toLowerCase();
    const done: CompletedBooking = {
      hotel_id: hotelId,
      hotel_name: o.hotelName,
      display_id: result.display_id,
      email,
      plan_title: o.catalog.plan?.title ?? '',
      room_name: o.catalog.room?.name ?? '',
      checkin: state.checkin,
      checkout: state.checkout,
      checkin_time: state.checkin_time,
      rooms: state.rooms,
      child_names: o.catalog.childNames,
      amount_due: result.amount_due,
      payment_method: book.payment_method,
      ...(change
        ? {
            change: {
              before_display_id: change.before.display_id,
              before_amount_due: change.before.amount_due,
            },
          }
        : {}),
    };
    const pay = result.payment;
    saveCompleted(pay ? { ...done, prepaid: true } : done);
    // The new reservation can be looked up in this tab at once, as the old one could.
    if (change) saveBookingKey({ code: result.display_id, email });
    forgetFlow(o.flowKey);
    if (pay?.redirect_url) {
      // A prepaid booking holds its room until paid: on to the card form or the provider's page, a
      // full page load (the card form's document allows the gateway's script). The return pages
      // ask about the payment with what is kept here; the key never goes into a URL.
      savePaymentSession({
        order_number: pay.order_number,
        key: pay.key,
        display_id: result.display_id,
        lang,
      });
      o.leaveFor(pay.redirect_url);
      return;
    }
    // A card charged in the same call: nothing left to pay.
    if (pay)
      savePaymentSession({
        order_number: pay.order_number,
        key: pay.key,
        display_id: result.display_id,
        paid: true,
      });
    o.onBooked(done);
  };

  /** The words of the failure alert: why a change is refused, or the error's own words. */
  const describeFailure = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'not_changeable')
      return changeReason(i18n, error.issues[0]?.code ?? error.code);
    return apiErrorMessage(i18n, error);
  };

  return { confirm, describeFailure };
}
