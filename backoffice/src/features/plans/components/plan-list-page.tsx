import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localize } from '@tomaru/domain/languages';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { MEAL_TYPE_LABELS } from '@tomaru/ui/labels/meal-type';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink, useNavigateHref } from '@tomaru/ui/url';
import { roomChoicesQuery } from '../../../shared/inventory/choices';
import { plansQuery, type StaffPlan, updatePlanDisplay } from '../api/plans';
import { PLAN_FILTERS, type PlanFilter, type PlanListSearch } from '../plan-search';
import { FILTER_LABELS, WARNING_LABELS } from './labels';
import { PlanStyles } from './styles';

const shows: Record<PlanFilter, (p: StaffPlan) => boolean> = {
  all: () => true,
  visible: (p) => p.is_visible,
  hidden: (p) => !p.is_visible,
  secret: (p) => p.is_secret,
};

/**
 * The hotel's plans (`plan`, and `plan/display` for the display switch): every plan, secret and
 * hidden ones included, with what it lacks to be sold (its warnings), filtered by the URL's `show`.
 * A union reads the list; its switches and links to change it are not shown.
 */
export function PlanListPage({ search }: RemotePageProps<PlanListSearch>) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const navigate = useNavigateHref();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canWrite = viewer !== 'union';
  usePageTitle(t`プラン一覧`);
  const plans = useQuery(plansQuery(viewer, entityId));
  const rooms = useQuery(roomChoicesQuery(viewer, entityId, lang));
  const roomName = (id: number | null) =>
    rooms.data?.find((r) => r.room_id === id)?.name ?? (id === null ? '' : `#${id}`);
  const display = useMutation({
    mutationFn: (body: { plan_id: number; is_visible: boolean }) =>
      updatePlanDisplay(viewer, { hotel_id: entityId, ...body }),
    onSuccess: async (plan) => {
      await queryClient.invalidateQueries({ queryKey: ['plans', viewer, entityId] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'plan', viewer, plan.plan_id] });
    },
  });
  const warningText = (label: MessageDescriptor, values: Record<string, string | number>) =>
    i18n._(label.id, values, label.message === undefined ? {} : { message: label.message });
  const href = (path: string) => langPath(lang, `${basePath}/${path}`);
  const shown = (plans.data ?? []).filter(shows[search.show]);

  return (
    <div className="plan-page">
      <PlanStyles />
      <h1>
        <Trans>プラン一覧</Trans>
      </h1>
      {canWrite ? (
        <div className="plan-actions">
          <HrefLink className="button button--primary" href={href('plan/create')}>
            <Trans>プランを作成</Trans>
          </HrefLink>
          <HrefLink className="button" href={href('plan/sort')}>
            <Trans>並び替え</Trans>
          </HrefLink>
        </div>
      ) : (
        <p>
          <Trans>閲覧のみできます。</Trans>
        </p>
      )}
      <fieldset className="plan-filters">
        <legend className="visually-hidden">
          <Trans>表示するプラン</Trans>
        </legend>
        {PLAN_FILTERS.map((f) => (
          <label key={f} className="plan-form__check">
            <input
              type="radio"
              name="plan-filter"
              checked={search.show === f}
              onChange={() => navigate(href(f === 'all' ? 'plan' : `plan?show=${f}`))}
            />
            {i18n._(FILTER_LABELS[f])}
          </label>
        ))}
      </fieldset>
      {plans.error ? (
        <p role="alert">{errorText(plans.error)}</p>
      ) : display.error ? (
        <p role="alert">{errorText(display.error)}</p>
      ) : null}
      {plans.data && shown.length === 0 ? (
        <p>
          <Trans>該当するプランはありません。</Trans>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div className="plan-table-box">
          <table className="plan-table" data-testid="plan-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>プラン名</Trans>
                </th>
                <th scope="col">
                  <Trans>販売期間</Trans>
                </th>
                <th scope="col">
                  <Trans>状態</Trans>
                </th>
                <th scope="col">
                  <Trans>注意</Trans>
                </th>
                <th scope="col">
                  <Trans>操作</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((plan) => {
                const title = localize(plan.titles, lang);
                return (
                  <tr key={plan.plan_id} data-testid={`plan-row-${plan.plan_id}`}>
                    <td>
                      <HrefLink href={href(`plan/edit?plan_id=${plan.plan_id}`)}>{title}</HrefLink>
                      <br />
                      <small>{i18n._(MEAL_TYPE_LABELS[plan.meal_type])}</small>
                    </td>
                    <td>
                      {plan.sale_start} – {plan.sale_end ?? ''}
                    </td>
                    <td>
                      <span className="plan-badge">{plan.is_visible ? t`公開中` : t`非公開`}</span>
                      {plan.is_secret ? <span className="plan-badge">{t`シークレット`}</span> : null}
                      {plan.members_only ? <span className="plan-badge">{t`会員限定`}</span> : null}
                    </td>
                    <td>
                      {plan.warnings.length > 0 ? (
                        <ul className="plan-warnings">
                          {plan.warnings.map((w) => (
                            <li key={`${w.code}-${w.room_id}`}>
                              {warningText(WARNING_LABELS[w.code], {
                                room: roomName(w.room_id),
                                count: w.count,
                                date: w.first_date ?? '',
                              })}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                    <td>
                      <div className="plan-actions">
                        {canWrite ? (
                          <button
                            type="button"
                            className="button"
                            aria-pressed={plan.is_visible}
                            aria-label={
                              plan.is_visible ? t`「${title}」を非公開にする` : t`「${title}」を公開する`
                            }
                            disabled={display.isPending}
                            onClick={() =>
                              display.mutate({ plan_id: plan.plan_id, is_visible: !plan.is_visible })
                            }
                          >
                            {plan.is_visible ? t`非公開にする` : t`公開する`}
                          </button>
                        ) : null}
                        <HrefLink
                          className="button"
                          href={href(`plan/calendar?plan_id=${plan.plan_id}`)}
                          aria-label={t`「${title}」の販売カレンダー`}
                        >
                          {t`カレンダー`}
                        </HrefLink>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
