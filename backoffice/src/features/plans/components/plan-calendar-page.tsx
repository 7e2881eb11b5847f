import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { localize } from '@tomaru/domain/languages';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { planCalendarQuery, planQuery, planRoomsQuery, updatePlanCalendar } from '../api/plans';
import { addMonths, monthRange, type PlanCalendarSearch, tokyoMonth } from '../plan-search';
import { PlanStyles } from './styles';

const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'];

/** The weekday of a date (YYYY-MM-DD), 0 = Sunday. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * A plan's sales calendar (`plan/calendar?plan_id=&month=`): one month, each date open or closed for
 * the whole plan and for each of its rooms; previous and next months are links (the month is in the URL).
 */
export function PlanCalendarPage({ search }: RemotePageProps<PlanCalendarSearch>) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canWrite = viewer !== 'union';
  const month = search.month || tokyoMonth();
  const { from, to } = monthRange(month);
  const { data: plan } = useSuspenseQuery(planQuery(viewer, entityId, search.plan_id));
  const title = localize(plan.titles, lang);
  usePageTitle(t`販売カレンダー：${title}`);
  const rooms = useQuery(planRoomsQuery(viewer, entityId, plan.plan_id)).data ?? [];
  const calendar = useQuery(planCalendarQuery(viewer, entityId, plan.plan_id, from, to));
  const change = useMutation({
    mutationFn: (body: { dates: string[]; is_open: boolean; room_id?: number }) =>
      updatePlanCalendar(viewer, { hotel_id: entityId, plan_id: plan.plan_id, ...body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['plan-calendar', viewer, entityId, plan.plan_id] });
      await queryClient.invalidateQueries({ queryKey: ['plans', viewer, entityId] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'plan_calendar'] });
    },
  });
  const monthHref = (m: string) =>
    langPath(lang, `${basePath}/plan/calendar?plan_id=${plan.plan_id}&month=${m}`);
  const days = calendar.data?.days ?? [];
  const dateLabel = (date: string) =>
    `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}${lang === 'ja' ? `（${WEEKDAYS_JA[weekdayOf(date)]}）` : ''}`;
  const dayName = (date: string) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <div className="plan-page">
      <PlanStyles />
      <h1>
        <Trans>販売カレンダー</Trans>
      </h1>
      <p>
        {title}{' '}
        <HrefLink href={langPath(lang, `${basePath}/plan/edit?plan_id=${plan.plan_id}`)}>
          <Trans>プランの編集へ</Trans>
        </HrefLink>
      </p>
      <nav className="plan-cal__nav" aria-label={t`月の切り替え`}>
        <HrefLink className="button" href={monthHref(addMonths(month, -1))}>
          <Trans>前の月</Trans>
        </HrefLink>
        <h2 data-testid="plan-cal-month">{month}</h2>
        <HrefLink className="button" href={monthHref(addMonths(month, 1))}>
          <Trans>次の月</Trans>
        </HrefLink>
      </nav>
      {calendar.error ? <p role="alert">{errorText(calendar.error)}</p> : null}
      {change.error ? <p role="alert">{errorText(change.error)}</p> : null}
      {canWrite && days.length > 0 ? (
        <div className="plan-actions">
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => change.mutate({ dates: days.map((d) => d.date), is_open: false })}
          >
            <Trans>この月をすべて休止</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => change.mutate({ dates: days.map((d) => d.date), is_open: true })}
          >
            <Trans>この月をすべて販売</Trans>
          </button>
        </div>
      ) : null}
      <div className="plan-table-box">
        <table className="plan-table plan-cal__table" data-testid="plan-calendar">
          <thead>
            <tr>
              <th scope="col">
                <Trans>日付</Trans>
              </th>
              <th scope="col">
                <Trans>プラン全体</Trans>
              </th>
              {rooms.map((r) => (
                <th key={r.room_id} scope="col">
                  {localize(r.names, lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className={day.is_open ? '' : 'plan-cal__closed'}>
                <th scope="row">
                  {lang === 'ja' ? dateLabel(day.date) : `${dateLabel(day.date)} ${dayName(day.date)}`}
                </th>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-pressed={day.is_open}
                    disabled={!canWrite || change.isPending}
                    aria-label={
                      day.is_open
                        ? t`${day.date}：販売中（押すと休止）`
                        : t`${day.date}：休止中（押すと販売）`
                    }
                    onClick={() => change.mutate({ dates: [day.date], is_open: !day.is_open })}
                  >
                    {day.is_open ? t`販売` : t`休止`}
                  </button>
                </td>
                {rooms.map((r) => {
                  const open = !day.closed_room_ids.includes(r.room_id);
                  const name = localize(r.names, lang);
                  return (
                    <td key={r.room_id}>
                      <button
                        type="button"
                        className="button"
                        aria-pressed={open}
                        disabled={!canWrite || change.isPending || !day.is_open}
                        aria-label={
                          open
                            ? t`${day.date} ${name}：販売中（押すと休止）`
                            : t`${day.date} ${name}：休止中（押すと販売）`
                        }
                        onClick={() =>
                          change.mutate({ dates: [day.date], is_open: !open, room_id: r.room_id })
                        }
                      >
                        {open ? t`販売` : t`休止`}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
