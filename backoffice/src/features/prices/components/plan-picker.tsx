import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useLang } from '@tomaru/ui/lang';
import { planChoicesQuery } from '../../../shared/inventory/choices';

type Props = {
  hotelId: number;
  planId: number | null;
  onChange: (planId: number) => void;
};

/** The plan whose prices the screen shows; the choice lives in the URL (`?plan_id=`). */
export function PlanPicker({ hotelId, planId, onChange }: Props) {
  const { t } = useLingui();
  const lang = useLang();
  const { viewer } = useBackOffice();
  const plans = useQuery(planChoicesQuery(viewer, hotelId, lang)).data ?? [];
  return (
    <label className="field">
      <span className="field__label">{t`プラン`}</span>
      <select
        className="input"
        value={planId ?? ''}
        onChange={(e) => {
          if (e.target.value) onChange(Number(e.target.value));
        }}
      >
        <option value="">{t`プランを選んでください`}</option>
        {plans.map((p) => (
          <option key={p.plan_id} value={p.plan_id}>
            {p.title}
          </option>
        ))}
        {planId !== null && !plans.some((p) => p.plan_id === planId) ? (
          <option value={planId}>{t`プラン ${planId}`}</option>
        ) : null}
      </select>
    </label>
  );
}
