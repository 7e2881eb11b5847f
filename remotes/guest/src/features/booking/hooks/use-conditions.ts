import { useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { ApiError } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useEffect, useState } from 'react';
import { priceQuery } from '../../../api/price';
import type { PriceProblem } from '../components/conditions-step';
import { conditionsErrors, type FieldErrors, issuesToErrors, priceBody, stepOf } from '../model/bodies';
import type { FlowState } from '../model/flow-state';
import type { Catalog } from './use-catalog';
import { useLivePrice } from './use-live-price';

const STEP_KEYS = ['plan', 'room_id', 'checkin', 'checkout', 'rooms'];

/** Keeps only the errors of step 1 that decide whether the stay can be priced. */
const blocksPricing = (errors: FieldErrors) =>
  Object.keys(errors).some((k) => STEP_KEYS.includes(k) || k.startsWith('rooms.'));

/** What an API failure of calculateprice (or of the booking) means for step 1. */
export function priceProblem(error: unknown): PriceProblem {
  if (!(error instanceof ApiError)) return { code: 'internal_error' };
  if (error.code === 'validation_failed' || error.code === 'unusable_coupon') return null;
  const reason = error.issues[0]?.code;
  return reason ? { code: error.code, reason } : { code: error.code };
}

/** Something the server said about step 1, kept for the conditions it was said of. */
type Said = { key: string; problem: PriceProblem; errors: FieldErrors };

/**
 * Step 1: the checks of the conditions as the guest enters them, the live price of a stay that can
 * be priced, the coupon, and Next (which waits for a price that is still coming).
 */
export function useConditions(o: {
  hotelId: number;
  lang: Lang;
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  catalog: Catalog;
  onDone: () => void;
  focusFirstError: () => void;
}) {
  const { hotelId, lang, state, update, catalog } = o;
  const { room } = catalog;
  const liveErrors = conditionsErrors(state, {
    hotelId,
    lang,
    room: room
      ? {
          min_guests: room.min_guests,
          max_guests: room.max_guests,
          bedChildTypes: catalog.childList.filter((c) => c.uses_bed).map((c) => c.child_type),
        }
      : null,
    questions: catalog.questions,
    options: catalog.options,
  });
  const body = catalog.plan && room && !blocksPricing(liveErrors) ? priceBody(state, hotelId, lang) : null;
  const key = JSON.stringify(body);
  const { price, recalculate, error } = useLivePrice(body);
  const [tried, setTried] = useState(false);
  // What the booking answered about these conditions; forgotten once they change.
  const [said, setSaid] = useState<Said | null>(null);
  const saidNow = said?.key === key ? said : null;
  // A network failure is dismissed by any change the guest makes, as the message asks.
  const [dismissed, setDismissed] = useState<unknown>(null);

  const priceError = price.status === 'error' && error !== dismissed ? error : null;
  const problem = (priceError ? priceProblem(priceError) : null) ?? saidNow?.problem ?? null;
  const serverErrors =
    priceError instanceof ApiError && priceError.code === 'validation_failed'
      ? issuesToErrors(priceError.issues)
      : (saidNow?.errors ?? {});

  // A coupon accepted earlier that these conditions do not take is taken off, and the guest told.
  const [coupon, setCoupon] = useState({ error: '', busy: false });
  useEffect(() => {
    if (error instanceof ApiError && error.code === 'unusable_coupon') {
      setCoupon({ error: 'unusable_coupon', busy: false });
      update({ coupon_code: '' });
    }
  }, [error, update]);
  const queryClient = useQueryClient();
  const applyCoupon = async (code: string) => {
    if (!body) {
      setTried(true);
      return;
    }
    setCoupon({ error: '', busy: true });
    try {
      // The answer is cached under the conditions with the coupon: the live price reads it at once.
      await queryClient.fetchQuery(priceQuery({ ...body, coupon_code: code }));
      setCoupon({ error: '', busy: false });
      update({ coupon_code: code });
    } catch (e) {
      const c = e instanceof ApiError ? (e.issues.find((i) => i.path === 'coupon_code')?.code ?? e.code) : '';
      setCoupon({
        error: c === 'unusable_coupon' || c === 'max_length' ? c : 'unusable_coupon',
        busy: false,
      });
    }
  };

  const errors: FieldErrors = {
    ...Object.fromEntries(
      Object.entries(liveErrors).filter(([k]) => tried || (k.startsWith('rooms') && k !== 'rooms')),
    ),
    ...Object.fromEntries(Object.entries(serverErrors).filter(([k]) => stepOf(k) === 1)),
  };

  // A click on Next while the price is recalculating (right after a change) waits for the answer,
  // says so, and then goes on or shows why not: it is never dropped.
  const [nextWaiting, setNextWaiting] = useState(false);
  const next = () => {
    setTried(true);
    if (!Object.keys(liveErrors).length && !problem && price.status === 'loading') {
      setNextWaiting(true);
      return;
    }
    setNextWaiting(false);
    if (Object.keys(liveErrors).length || problem || price.status !== 'ok') {
      o.focusFirstError();
      return;
    }
    const methods = price.price.payment_methods;
    if (methods.length === 0) return;
    const payment = methods.includes(state.payment_method as PaymentMethod)
      ? state.payment_method
      : (methods[0] ?? '');
    update({ payment_method: payment });
    o.onDone();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs the waiting click once per answer
  useEffect(() => {
    if (nextWaiting && price.status !== 'loading') next();
  }, [price.status, nextWaiting]);

  return {
    body,
    price,
    problem,
    errors,
    coupon,
    applyCoupon,
    nextWaiting,
    next,
    update: (patch: Partial<FlowState>) => {
      update(patch);
      if (problem?.code === 'internal_error') setDismissed(error);
    },
    recalculate: () => {
      setSaid(null);
      setDismissed(null);
      recalculate();
    },
    /** The booking found these conditions wrong: step 1 shows why (and is tried) until they change. */
    refuse: (problem: PriceProblem, errors: FieldErrors = {}) => {
      setSaid({ key, problem, errors });
      setTried(true);
    },
  };
}
