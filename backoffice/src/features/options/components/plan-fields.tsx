import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useLang } from '@tomaru/ui/lang';
import { useId } from 'react';
import { planChoicesQuery } from '../../../shared/inventory/choices';

/** The hotel's plans for a choice, with any plan already chosen that the list lacks (a secret plan). */
function usePlans(chosen: readonly number[]) {
  const { viewer, entityId } = useBackOffice();
  const lang = useLang();
  const { t } = useLingui();
  const plans = useQuery(planChoicesQuery(viewer, entityId, lang)).data ?? [];
  const missing = chosen.filter((id) => !plans.some((p) => p.plan_id === id));
  return [...plans, ...missing.map((plan_id) => ({ plan_id, title: t`プラン ${plan_id}` }))];
}

/** One plan or every plan (null). */
export function PlanSelect({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (planId: number | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const plans = usePlans(value === null ? [] : [value]);
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>対象プラン</Trans>
      </label>
      <select
        id={id}
        className="input"
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">
          <Trans>すべてのプラン</Trans>
        </option>
        {plans.map((p) => (
          <option key={p.plan_id} value={p.plan_id}>
            {p.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Several plans (none ticked = every plan). */
export function PlanChecks({
  value,
  onChange,
  disabled,
}: {
  value: readonly number[];
  onChange: (planIds: number[]) => void;
  disabled?: boolean;
}) {
  const plans = usePlans(value);
  return (
    <fieldset className="inv-group">
      <legend>
        <Trans>対象プラン</Trans>
      </legend>
      <p className="field__hint">
        <Trans>どれも選ばないと、すべてのプランで販売します。</Trans>
      </p>
      <div className="inv-checks">
        {plans.map((p) => (
          <label key={p.plan_id} className="inv-check">
            <input
              type="checkbox"
              checked={value.includes(p.plan_id)}
              disabled={disabled}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, p.plan_id] : value.filter((id) => id !== p.plan_id))
              }
            />{' '}
            {p.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
