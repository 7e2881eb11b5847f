import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localize } from '@tomaru/domain/languages';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { useState } from 'react';
import { plansQuery, updatePlanOrder } from '../api/plans';
import { PlanStyles } from './styles';

/** The order guests see the plans in (`plan/sort`): up and down buttons, then one save. */
export function PlanSortPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  usePageTitle(t`プランの並び替え`);
  const plans = useQuery(plansQuery(viewer, entityId));
  const [order, setOrder] = useState<number[] | null>(null);
  const [saved, setSaved] = useState(false);
  const ids = order ?? (plans.data ?? []).map((p) => p.plan_id);
  const titleOf = (id: number) => {
    const plan = plans.data?.find((p) => p.plan_id === id);
    return plan ? localize(plan.titles, lang) : `#${id}`;
  };
  const save = useMutation({
    mutationFn: () => updatePlanOrder(viewer, { hotel_id: entityId, plan_ids: ids }),
    onSuccess: async () => {
      setSaved(true);
      setOrder(null);
      await queryClient.invalidateQueries({ queryKey: ['plans', viewer, entityId] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'plan'] });
    },
  });
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    if (id === undefined) return;
    next.splice(index + by, 0, id);
    setSaved(false);
    setOrder(next);
  };
  const canWrite = viewer !== 'union';
  return (
    <div className="plan-page">
      <PlanStyles />
      <h1>
        <Trans>プランの並び替え</Trans>
      </h1>
      <p>
        <HrefLink href={langPath(lang, `${basePath}/plan`)}>
          <Trans>プラン一覧へ戻る</Trans>
        </HrefLink>
      </p>
      {plans.error ? <p role="alert">{errorText(plans.error)}</p> : null}
      {save.error ? <p role="alert">{errorText(save.error)}</p> : null}
      <ol className="plan-sort" data-testid="plan-sort">
        {ids.map((id, i) => (
          <li key={id}>
            <span>{titleOf(id)}</span>
            <button
              type="button"
              className="button"
              disabled={!canWrite || i === 0}
              onClick={() => move(i, -1)}
              aria-label={t`「${titleOf(id)}」を上へ`}
            >
              ↑
            </button>
            <button
              type="button"
              className="button"
              disabled={!canWrite || i === ids.length - 1}
              onClick={() => move(i, 1)}
              aria-label={t`「${titleOf(id)}」を下へ`}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      {canWrite ? (
        <button
          type="button"
          className="button button--primary"
          disabled={order === null || save.isPending}
          onClick={() => save.mutate()}
        >
          <Trans>並び順を保存</Trans>
        </button>
      ) : null}
      <div role="status">{saved ? <p className="plan-ok">{t`並び順を保存しました。`}</p> : null}</div>
    </div>
  );
}
