import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { ApiError } from '@tomaru/ui/api';
import { type BookingKey, saveBookingKey } from '@tomaru/ui/booking-key';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import type { GuestHotel } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { calculatePrice, usePrice } from '../api/calculate-price';
import { changeBooking } from '../api/change-booking';
import { createBooking } from '../api/create-booking';
import type { ReservationToChange } from '../api/get-booking-by-code';
import { useChildAvails } from '../api/get-child-avails';
import { useChildTypes } from '../api/get-child-types';
import { useInfo } from '../api/get-info';
import { useOptions } from '../api/get-options';
import { usePlans } from '../api/get-plans';
import { useQuestions } from '../api/get-questions';
import { useSecretPlan } from '../api/get-secret-plan';
import { useUserInfo } from '../api/get-user-info';
import { apiErrorMessage, changeReason, codeMessage } from '../messages';
import {
  bookBodyOf,
  conditionsErrors,
  customerErrors,
  type FieldErrors,
  issuesToErrors,
  priceBody,
  stepOf,
} from '../model/bodies';
import { bookingPath, changeBodyOf, flowFromReservation } from '../model/change';
import { type CompletedBooking, saveCompleted } from '../model/completed';
import {
  bookingStorageKey,
  changeStorageKey,
  type FlowState,
  forgetFlow,
  loadFlow,
  restoreFlow,
  storeFlow,
} from '../model/flow-state';
import { BookingStyles } from './booking-styles';
import { ConditionsStep, type PriceProblem } from './conditions-step';
import { ConfirmStep } from './confirm-step';
import { CustomerStep } from './customer-step';
import type { PickerChild } from './occupancy-picker';
import { PreviousStay } from './previous-stay';
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
};

/** A reservation being changed: its lookup key and what it holds now. */
type ChangeOf = { key: BookingKey; before: ReservationToChange };

const STEP_KEYS = ['plan', 'room_id', 'checkin', 'checkout', 'rooms'];

/** Keeps only the errors of step 1 that decide whether the stay can be priced. */
const blocksPricing = (errors: FieldErrors) =>
  Object.keys(errors).some((k) => STEP_KEYS.includes(k) || k.startsWith('rooms.'));

/** What an API failure of calculateprice means for step 1. */
function priceProblem(error: unknown): PriceProblem {
  if (!(error instanceof ApiError)) return { code: 'internal_error' };
  if (error.code === 'validation_failed' || error.code === 'unusable_coupon') return null;
  const reason = error.issues[0]?.code;
  return reason ? { code: error.code, reason } : { code: error.code };
}

/**
 * The three-step reservation flow of one hotel: conditions and price, customer information, final
 * confirmation; then POST /api/book, or for the change of a reservation (`change`) the same steps
 * filled with what the guest entered then, and POST /api/changebooking. What the guest enters is kept
 * in the tab (sessionStorage) so a reload or going back loses nothing, and forgotten once booked.
 */
export function BookingFlow({ hotelId, hotel, lang, search, change, onBooked }: Props) {
  const { t, i18n } = useLingui();
  const hotelName = hotel?.name ?? '';
  const beforeId = change?.before.display_id ?? '';
  usePageTitle(change ? t`予約番号 ${beforeId} の変更` : hotelName ? t`ご予約 - ${hotelName}` : t`ご予約`);

  const flowKey = change ? changeStorageKey(change.key.code) : bookingStorageKey(hotelId);
  const [state, setState] = useState<FlowState>(() =>
    change ? restoreFlow(flowKey, flowFromReservation(change.before)) : loadFlow(hotelId, search),
  );
  const update = useCallback((patch: Partial<FlowState>) => setState((s) => ({ ...s, ...patch })), []);
  useEffect(() => storeFlow(flowKey, state), [flowKey, state]);

  const plans = usePlans(hotelId, lang);
  // getplans never lists secret plans: a link from a secret plan's page names its URL key.
  const secretPlan = useSecretPlan(hotelId, state.secret, lang);
  const planList = useMemo(
    () => [...(secretPlan.data ? [secretPlan.data.plan] : []), ...(plans.data ? plans.data.plans : [])],
    [plans.data, secretPlan.data],
  );
  // No secret key: the secret plan is not read (isLoading stays false).
  const catalogReady = plans.status === 'success' && !secretPlan.isLoading;
  const plan = planList.find((p) => p.plan_id === state.plan_id);
  const planUnavailable = catalogReady && state.plan_id !== null && !plan;

  // The secret plan of the link is the one offered, selected.
  const secretPlanId = secretPlan.data ? secretPlan.data.plan.plan_id : null;
  useEffect(() => {
    if (secretPlanId !== null && state.plan_id === null) update({ plan_id: secretPlanId });
  }, [secretPlanId, state.plan_id, update]);
  const room = plan?.rooms.find((r) => r.room_id === state.room_id);
  // Every call that names the plan carries the link's URL key: a secret plan answers only with it.
  const childAvails = useChildAvails(plan ? plan.plan_id : null, state.secret, lang);
  const childTypes = useChildTypes(hotelId, lang);
  const planId = plan?.plan_id ?? null;
  const options = useOptions({ hotelId, planId, secret: state.secret, checkin: state.checkin, lang });
  const questions = useQuestions({ hotelId, planId, secret: state.secret, lang });
  const info = useInfo(hotelId, lang);
  const member = useUserInfo();

  // A plan selling one room type needs no choice; a room the plan does not sell is no choice at all.
  useEffect(() => {
    if (!plan) return;
    if (state.room_id !== null && !plan.rooms.some((r) => r.room_id === state.room_id))
      update({ room_id: null });
    else if (state.room_id === null && plan.rooms.length === 1)
      update({ room_id: plan.rooms[0]?.room_id ?? null });
  }, [plan, state.room_id, update]);

  // A signed-in member's profile fills the booker's fields once, when they are still empty.
  useEffect(() => {
    const u = member;
    if (!u) return;
    setState((s) =>
      s.user.last_name || s.user.mail1
        ? s
        : {
            ...s,
            user: {
              last_name: u.last_name,
              first_name: u.first_name,
              last_name_kana: u.last_name_kana,
              first_name_kana: u.first_name_kana,
              gender: u.gender ?? '',
              mail1: u.email,
              postcode: u.postcode,
              prefecture: u.prefecture,
              address: u.address,
              tel1: u.tel1,
              tel1_type: u.tel1_type ?? '',
              tel2: u.tel2,
              tel2_type: u.tel2_type ?? '',
              birthday: u.birthday,
            },
            mail_confirm: u.email,
          },
    );
  }, [member]);

  const childList: PickerChild[] = useMemo(() => {
    if (!childAvails.data) return [];
    const types = childTypes.data?.child_types ?? [];
    return childAvails.data.child_avails
      .filter((c) => c.accepted)
      .map((c) => {
        const type = types.find((x) => x.child_type === c.child_type);
        const from = type?.age_from;
        const to = type?.age_to;
        const percent = c.price_value;
        const amount = formatYen(c.price_value, lang);
        const ages = type ? t`${from}〜${to}歳` : '';
        const priced =
          c.price_mode === 'percent'
            ? t`大人料金の${percent}%`
            : c.price_value === 0
              ? t`無料`
              : t`1泊 ${amount}`;
        return {
          child_type: c.child_type,
          name: c.name,
          detail: [ages, priced].filter(Boolean).join(' · '),
          uses_bed: c.uses_bed,
        };
      });
  }, [childAvails.data, childTypes.data, lang, t]);
  const childNames = Object.fromEntries(childList.map((c) => [String(c.child_type), c.name]));
  const questionList = questions.data?.questions ?? [];
  const optionList = options.data?.options ?? [];

  // Step 1: checked live; errors on dates and fields show once the guest tried to go on.
  const liveErrors = conditionsErrors(state, {
    hotelId,
    lang,
    room: room
      ? {
          min_guests: room.min_guests,
          max_guests: room.max_guests,
          bedChildTypes: childList.filter((c) => c.uses_bed).map((c) => c.child_type),
        }
      : null,
    questions: questionList,
    options: optionList,
  });
  const [tried, setTried] = useState<Record<number, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [recalc, setRecalc] = useState(0);
  const body = plan && room && !blocksPricing(liveErrors) ? priceBody(state, hotelId, lang) : null;
  const price = usePrice(body, recalc);
  const [problem, setProblem] = useState<PriceProblem>(null);
  const [coupon, setCoupon] = useState({ error: '', busy: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new answer only
  useEffect(() => {
    if (price.status === 'idle') setProblem(null);
    if (price.status === 'ok') {
      setProblem(null);
      setServerErrors((e) => (Object.keys(e).some((k) => stepOf(k) === 1) ? {} : e));
    }
    if (price.status === 'error') {
      const error = price.error;
      if (error instanceof ApiError && error.code === 'unusable_coupon') {
        setCoupon({ error: 'unusable_coupon', busy: false });
        update({ coupon_code: '' });
        return;
      }
      setProblem(priceProblem(error));
      if (error instanceof ApiError && error.issues.length && error.code === 'validation_failed')
        setServerErrors(issuesToErrors(error.issues));
    }
  }, [price]);

  const applyCoupon = async (code: string) => {
    if (!body) {
      setTried((s) => ({ ...s, 1: true }));
      return;
    }
    setCoupon({ error: '', busy: true });
    try {
      await calculatePrice({ ...body, coupon_code: code });
      setCoupon({ error: '', busy: false });
      update({ coupon_code: code });
    } catch (error) {
      const c =
        error instanceof ApiError
          ? (error.issues.find((i) => i.path === 'coupon_code')?.code ?? error.code)
          : '';
      setCoupon({
        error: c === 'unusable_coupon' || c === 'max_length' ? c : 'unusable_coupon',
        busy: false,
      });
    }
  };

  const headingRef = useRef<HTMLHeadingElement>(null);
  const goTo = (step: 1 | 2 | 3) => {
    update({ step });
    requestAnimationFrame(() => {
      window.scrollTo?.(0, 0);
      headingRef.current?.focus();
    });
  };

  const shown1: FieldErrors = {
    ...Object.fromEntries(
      Object.entries(liveErrors).filter(([k]) => tried[1] || (k.startsWith('rooms') && k !== 'rooms')),
    ),
    ...Object.fromEntries(Object.entries(serverErrors).filter(([k]) => stepOf(k) === 1)),
  };

  // A click on Next while the price is recalculating (right after a change) waits for the answer,
  // says so, and then goes on or shows why not: it is never dropped.
  const [nextWaiting, setNextWaiting] = useState(false);
  const nextFrom1 = () => {
    setTried((s) => ({ ...s, 1: true }));
    if (!Object.keys(liveErrors).length && !problem && price.status === 'loading') {
      setNextWaiting(true);
      return;
    }
    setNextWaiting(false);
    if (Object.keys(liveErrors).length || problem || price.status !== 'ok') {
      focusFirstError();
      return;
    }
    const methods = price.price.payment_methods;
    if (methods.length === 0) return;
    const payment = methods.includes(state.payment_method as PaymentMethod)
      ? state.payment_method
      : (methods[0] ?? '');
    update({ payment_method: payment });
    goTo(2);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs the waiting click once per answer
  useEffect(() => {
    if (nextWaiting && price.status !== 'loading') nextFrom1();
  }, [price, nextWaiting]);

  const errors2 = customerErrors(state, hotelId, lang);
  const shown2: FieldErrors = {
    ...(tried[2] ? errors2 : {}),
    ...Object.fromEntries(Object.entries(serverErrors).filter(([k]) => stepOf(k) === 2)),
  };
  const nextFrom2 = () => {
    setTried((s) => ({ ...s, 2: true }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => stepOf(k) !== 2)));
    if (Object.keys(errors2).length) {
      focusFirstError();
      return;
    }
    goTo(3);
  };

  // Step 3 prices again what will be booked, so the screen shows exactly what the booking charges.
  const confirmBody = state.step === 3 && body ? body : null;
  // Not kept (staleTime and gcTime 0): each visit of step 3 prices again.
  const confirmPrice = useQuery({
    queryKey: ['price', confirmBody, recalc],
    queryFn: ({ signal }) => calculatePrice(confirmBody as NonNullable<typeof confirmBody>, signal),
    enabled: confirmBody !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const shown3: FieldErrors = Object.fromEntries(
    Object.entries(serverErrors).filter(([k]) => stepOf(k) === 3),
  );

  const confirm = async () => {
    setFailure('');
    if (!agree) {
      setServerErrors((e) => ({ ...e, agree: 'agree_required' }));
      focusFirstError();
      return;
    }
    if (confirmPrice.status !== 'success') return;
    const book = bookBodyOf(state, hotelId, lang, true);
    setBusy(true);
    try {
      const result = change
        ? await changeBooking(changeBodyOf(state, change.key, hotelId, lang, true))
        : await createBooking(book);
      const email = state.user.mail1.trim().toLowerCase();
      const done: CompletedBooking = {
        hotel_id: hotelId,
        hotel_name: hotelName,
        display_id: result.display_id,
        email,
        plan_title: plan?.title ?? '',
        room_name: room?.name ?? '',
        checkin: state.checkin,
        checkout: state.checkout,
        checkin_time: state.checkin_time,
        rooms: state.rooms,
        child_names: childNames,
        amount_due: result.amount_due,
        payment_method: book.payment_method,
        ...(change
          ? { change: { before_display_id: beforeId, before_amount_due: change.before.amount_due } }
          : {}),
      };
      saveCompleted(done);
      // The new reservation can be looked up in this tab at once, as the old one could.
      if (change) saveBookingKey({ code: result.display_id, email });
      forgetFlow(flowKey);
      onBooked(done);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) {
        setFailure(codeMessage(i18n, 'internal_error'));
        return;
      }
      if (error.code === 'not_changeable') {
        setFailure(changeReason(i18n, error.issues[0]?.code ?? error.code));
        return;
      }
      if (error.code === 'unavailable_date' || error.code === 'no_price') {
        setProblem(priceProblem(error));
        goTo(1);
        return;
      }
      if (error.issues.length) {
        const found = issuesToErrors(error.issues.map((i) => ({ ...i, path: bookingPath(i.path) })));
        setServerErrors(found);
        const first = Math.min(...Object.keys(found).map(stepOf)) as 1 | 2 | 3;
        if (first !== 3) {
          setTried((s) => ({ ...s, [first]: true }));
          goTo(first);
        } else focusFirstError();
        return;
      }
      setFailure(apiErrorMessage(i18n, error));
    }
  };

  const stepTitle = [t`ご予約条件と料金`, t`お客様情報の入力`, t`ご予約内容の確認`][state.step - 1];

  if (hotel?.status === 'pause') {
    return (
      <div className="bk">
        <BookingStyles />
        <h1>{hotelName}</h1>
        <p role="status">{codeMessage(i18n, 'hotel_paused')}</p>
      </div>
    );
  }

  return (
    <div className="bk" data-step={state.step}>
      <BookingStyles />
      <div>
        <p className="bk-hint">{hotelName}</p>
        <h1>{change ? <Trans>ご予約の変更</Trans> : <Trans>ご予約</Trans>}</h1>
        {change ? (
          <>
            <p data-testid="change-of">
              <Trans>
                予約番号 <strong>{beforeId}</strong> のご予約内容を変更します。
              </Trans>
            </p>
            <p className="bk-hint">
              <Trans>変更を確定すると、元のご予約は新しい予約番号のご予約に置き換わります。</Trans>
            </p>
          </>
        ) : null}
      </div>
      {change ? <PreviousStay before={change.before} childNames={childNames} lang={lang} /> : null}
      <StepIndicator step={state.step} />
      <h2 ref={headingRef} tabIndex={-1}>
        {stepTitle}
      </h2>
      {plans.status === 'error' ? (
        <p className="form__failure" role="alert">
          {codeMessage(i18n, 'internal_error')}
        </p>
      ) : null}
      {plans.status !== 'error' && !catalogReady ? (
        <p className="bk-hint" role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {catalogReady && state.step === 1 ? (
        <ConditionsStep
          state={state}
          update={(patch) => {
            update(patch);
            if (problem?.code === 'internal_error') setProblem(null);
          }}
          hotelId={hotelId}
          lang={lang}
          plans={planList}
          plan={plan}
          planUnavailable={planUnavailable}
          childTypes={childList}
          options={optionList}
          questions={questionList}
          price={price}
          problem={problem}
          errors={shown1}
          coupon={coupon}
          onApplyCoupon={applyCoupon}
          waitingList={!change}
          onRecalculate={() => {
            setProblem(null);
            setRecalc((n) => n + 1);
          }}
          onNext={nextFrom1}
          nextWaiting={nextWaiting}
        />
      ) : null}
      {catalogReady && state.step === 2 ? (
        <CustomerStep
          state={state}
          update={update}
          lang={lang}
          checkinTimes={
            (price.status === 'ok' ? price.price.checkin_times : undefined) ?? plan?.checkin_times ?? []
          }
          errors={shown2}
          onBack={() => goTo(1)}
          onNext={nextFrom2}
        />
      ) : null}
      {catalogReady && state.step === 3 ? (
        <ConfirmStep
          state={state}
          update={update}
          lang={lang}
          hotelName={hotelName}
          planTitle={plan?.title ?? ''}
          roomName={room?.name ?? ''}
          childNames={childNames}
          questions={questionList}
          price={confirmPrice.status === 'success' ? confirmPrice.data : null}
          priceError={
            confirmPrice.status === 'error'
              ? apiErrorMessage(i18n, confirmPrice.error)
              : !body
                ? codeMessage(i18n, 'enter_people')
                : ''
          }
          notation={info.data ? info.data.info : null}
          agree={agree}
          setAgree={(a) => {
            setAgree(a);
            if (a)
              setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'agree')));
          }}
          errors={shown3}
          failure={failure}
          busy={busy}
          {...(change ? { before: { display_id: beforeId, amount_due: change.before.amount_due } } : {})}
          onBack={() => goTo(2)}
          onConfirm={confirm}
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
