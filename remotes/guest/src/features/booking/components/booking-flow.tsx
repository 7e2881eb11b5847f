import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '@tomaru/ui/lang';
import { useLeaveGuard } from '@tomaru/ui/leave-guard';
import type { GuestHotel } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useRef, useState } from 'react';
import { useBook } from '../hooks/use-book';
import { useCatalog, useCatalogChoices } from '../hooks/use-catalog';
import { useConditions } from '../hooks/use-conditions';
import { useConfirmPrice } from '../hooks/use-confirm-price';
import { type ChangeOf, useFlowState } from '../hooks/use-flow-state';
import { apiErrorMessage, codeMessage } from '../messages';
import { type FieldErrors, stepOf } from '../model/bodies';
import type { CompletedBooking } from '../model/completed';
import { BookingStyles } from './booking-styles';
import { ConditionsStep } from './conditions-step';
import { ConfirmStep } from './confirm-step';
import { CustomerStep } from './customer-step';
import { FlowHeader } from './flow-header';
import { StepIndicator } from './step-indicator';

type Props = {
  hotelId: number;
  hotel: GuestHotel | null | undefined;
  lang: Lang;
  /** The query the page was opened with (plan_id, room_id, checkin, checkout, rooms, secret). */
  search: string;
  /** The change of an existing reservation (/updatereserve); absent for a new booking. */
  change?: ChangeOf;
  /** After a booking or a change: show the completion page. */
  onBooked: (done: CompletedBooking) => void;
  /** Where a prepaid booking sends the guest to pay (a full page load; tests watch it). */
  leaveFor?: (url: string) => void;
};

/**
 * The three-step reservation flow of one hotel: conditions and price, customer information, final
 * confirmation; then POST /api/book, or for the change of a reservation (`change`) the same steps
 * filled with what the guest entered then, and POST /api/changebooking. What the guest enters is kept
 * in the tab (sessionStorage) so a reload or going back loses nothing, and forgotten once booked.
 */
export function BookingFlow({ hotelId, hotel, lang, search, change, onBooked, leaveFor }: Props) {
  const { t, i18n } = useLingui();
  const hotelName = hotel?.name ?? '';
  const beforeId = change?.before.display_id ?? '';
  usePageTitle(change ? t`予約番号 ${beforeId} の変更` : hotelName ? t`ご予約 - ${hotelName}` : t`ご予約`);

  const { state, update, flowKey } = useFlowState(hotelId, search, change);
  // From the guest's details on, leaving before booking asks first (decision 056); the booking itself
  // (its completion page, or the payment page) leaves without asking.
  const guard = useLeaveGuard(state.step >= 2);
  const catalog = useCatalog(hotelId, state, lang);
  useCatalogChoices(catalog, state, update);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const goTo = (step: 1 | 2 | 3) => {
    update({ step });
    requestAnimationFrame(() => {
      window.scrollTo?.(0, 0);
      headingRef.current?.focus();
    });
  };
  const conditions = useConditions({
    hotelId,
    lang,
    state,
    update,
    catalog,
    onDone: () => goTo(2),
    focusFirstError,
  });
  const { body, price } = conditions;

  // What the booking refused on steps 2 and 3, shown at those fields until the guest goes on.
  const [refused, setRefused] = useState<FieldErrors>({});
  const refusedOn = (step: 2 | 3) =>
    Object.fromEntries(Object.entries(refused).filter(([k]) => stepOf(k) === step));
  const [agree, setAgree] = useState(false);

  const freshPrice = useConfirmPrice(state.step === 3 ? body : null);

  const { confirm, describeFailure } = useBook({
    hotelId,
    hotelName,
    lang,
    state,
    flowKey,
    catalog,
    change,
    onBooked: (done) => {
      guard.release();
      onBooked(done);
    },
    leaveFor: (url) => {
      guard.release();
      (leaveFor ?? ((to) => window.location.assign(to)))(url);
    },
    refuseConditions: conditions.refuse,
    refuseFields: setRefused,
    goTo,
  });

  if (hotel?.status === 'pause') {
    return (
      <div className="bk">
        <BookingStyles />
        <h1>{hotelName}</h1>
        <p role="status">{codeMessage(i18n, 'hotel_paused')}</p>
      </div>
    );
  }

  const stepTitle = [t`ご予約条件と料金`, t`お客様情報の入力`, t`ご予約内容の確認`][state.step - 1];
  const { ready } = catalog;
  return (
    <div className="bk" data-step={state.step}>
      <BookingStyles />
      <FlowHeader hotelName={hotelName} change={change} childNames={catalog.childNames} lang={lang} />
      <StepIndicator step={state.step} />
      <h2 ref={headingRef} tabIndex={-1}>
        {stepTitle}
      </h2>
      {catalog.failed ? (
        <p className="form__failure" role="alert">
          {codeMessage(i18n, 'internal_error')}
        </p>
      ) : null}
      {!catalog.failed && !ready ? (
        <p className="bk-hint" role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {ready && state.step === 1 ? (
        <ConditionsStep
          state={state}
          update={conditions.update}
          hotelId={hotelId}
          lang={lang}
          plans={catalog.planList}
          plan={catalog.plan}
          planUnavailable={catalog.planUnavailable}
          childTypes={catalog.childList}
          options={catalog.options}
          questions={catalog.questions}
          price={price}
          problem={conditions.problem}
          errors={conditions.errors}
          coupon={conditions.coupon}
          onApplyCoupon={conditions.applyCoupon}
          waitingList={!change}
          onRecalculate={conditions.recalculate}
          onNext={conditions.next}
          nextWaiting={conditions.nextWaiting}
        />
      ) : null}
      {ready && state.step === 2 ? (
        <CustomerStep
          state={state}
          update={update}
          hotelId={hotelId}
          lang={lang}
          checkinTimes={
            (price.status === 'ok' ? price.price.checkin_times : undefined) ??
            catalog.plan?.checkin_times ??
            []
          }
          serverErrors={refusedOn(2)}
          onBack={() => goTo(1)}
          onNext={() => {
            setRefused(refusedOn(3));
            goTo(3);
          }}
        />
      ) : null}
      {ready && state.step === 3 ? (
        <ConfirmStep
          state={state}
          update={update}
          lang={lang}
          hotelName={hotelName}
          planTitle={catalog.plan?.title ?? ''}
          roomName={catalog.room?.name ?? ''}
          childNames={catalog.childNames}
          questions={catalog.questions}
          price={freshPrice.price}
          priceError={
            freshPrice.error
              ? apiErrorMessage(i18n, freshPrice.error)
              : !body
                ? codeMessage(i18n, 'enter_people')
                : ''
          }
          notation={catalog.notation}
          agree={agree}
          setAgree={setAgree}
          errors={refusedOn(3)}
          {...(change ? { before: { display_id: beforeId, amount_due: change.before.amount_due } } : {})}
          onBack={() => goTo(2)}
          onConfirm={confirm}
          describeFailure={describeFailure}
        />
      ) : null}
    </div>
  );
}

/** Moves focus to the first field marked invalid, once React has drawn it. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('.bk [aria-invalid="true"]');
    if (!field) return;
    const target = field.matches('input, select, textarea')
      ? field
      : (field.querySelector<HTMLElement>('input, select, textarea') ?? field);
    target.focus();
  });
}
