import { useLingui } from '@lingui/react/macro';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import { useEffect, useMemo } from 'react';
import { useChildAvails } from '../api/get-child-avails';
import { useChildTypes } from '../api/get-child-types';
import { useInfo } from '../api/get-info';
import { useOptions } from '../api/get-options';
import { usePlans } from '../api/get-plans';
import { useQuestions } from '../api/get-questions';
import { useSecretPlan } from '../api/get-secret-plan';
import type { PickerChild } from '../components/occupancy-picker';
import type { FlowState } from '../model/flow-state';

/**
 * What the hotel offers for the conditions entered: its plans (with the link's secret plan first),
 * the chosen plan and room, the children the plan takes, its options and questions, and the
 * hotel's legal notation.
 */
export function useCatalog(hotelId: number, state: FlowState, lang: Lang) {
  const { t } = useLingui();
  const plans = usePlans(hotelId, lang);
  // getplans never lists secret plans: a link from a secret plan's page names its URL key.
  const secretPlan = useSecretPlan(hotelId, state.secret, lang);
  const planList = useMemo(
    () => [...(secretPlan.data ? [secretPlan.data.plan] : []), ...(plans.data ? plans.data.plans : [])],
    [plans.data, secretPlan.data],
  );
  // No secret key: the secret plan is not read (isLoading stays false).
  const ready = plans.status === 'success' && !secretPlan.isLoading;
  const plan = planList.find((p) => p.plan_id === state.plan_id);
  const room = plan?.rooms.find((r) => r.room_id === state.room_id);
  const planId = plan?.plan_id ?? null;
  // Every call that names the plan carries the link's URL key: a secret plan answers only with it.
  const childAvails = useChildAvails(planId, state.secret, lang);
  const childTypes = useChildTypes(hotelId, lang);
  const options = useOptions({ hotelId, planId, secret: state.secret, checkin: state.checkin, lang });
  const questions = useQuestions({ hotelId, planId, secret: state.secret, lang });
  const info = useInfo(hotelId, lang);

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

  return {
    /** The plans could not be read: the flow cannot start. */
    failed: plans.status === 'error',
    ready,
    planList,
    secretPlanId: secretPlan.data ? secretPlan.data.plan.plan_id : null,
    plan,
    room,
    /** The link named a plan that cannot be booked here. */
    planUnavailable: ready && state.plan_id !== null && !plan,
    childList,
    childNames: Object.fromEntries(childList.map((c) => [String(c.child_type), c.name])),
    questions: questions.data?.questions ?? [],
    options: options.data?.options ?? [],
    notation: info.data ? info.data.info : null,
  };
}
export type Catalog = ReturnType<typeof useCatalog>;

/**
 * The choices the catalog makes for the guest: the link's secret plan, selected; the only room of
 * a plan that sells one; no room the plan does not sell.
 */
export function useCatalogChoices(
  catalog: Catalog,
  state: FlowState,
  update: (patch: Partial<FlowState>) => void,
) {
  const { secretPlanId, plan } = catalog;
  useEffect(() => {
    if (secretPlanId !== null && state.plan_id === null) update({ plan_id: secretPlanId });
  }, [secretPlanId, state.plan_id, update]);
  useEffect(() => {
    if (!plan) return;
    if (state.room_id !== null && !plan.rooms.some((r) => r.room_id === state.room_id))
      update({ room_id: null });
    else if (state.room_id === null && plan.rooms.length === 1)
      update({ room_id: plan.rooms[0]?.room_id ?? null });
  }, [plan, state.room_id, update]);
}
