import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getSession } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { formatPlainDate } from '@tomaru/ui/format';
import { useLang } from '@tomaru/ui/lang';
import { PlanCard, type StaySearch } from '@tomaru/ui/plan-card';
import { type SearchValues, StaySearchForm } from '@tomaru/ui/stay-search-form';
import { useSearchParams } from '@tomaru/ui/url';
import { memberPlansQuery, plansQuery, staySearchOf } from '../../api/plans';

/** The dates and party of the page's query when they are valid and complete, else null. */
export function useStaySearch(): { values: SearchValues; stay: StaySearch | null; key: string } {
  const params = useSearchParams();
  return { ...staySearchOf(params), key: params.toString() };
}

/**
 * A hotel's plans with their rooms, and the dates-and-party form above them: with dates, the price
 * for the party and the rooms left; without, the lowest prices. A paused hotel shows no plans.
 */
export function HotelPlans({
  hotelId,
  onSearch,
}: {
  hotelId: number;
  /** Puts the new dates and party in the page's query. */
  onSearch: (values: SearchValues) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const { values, stay, key } = useStaySearch();
  const plans = useQuery(plansQuery(hotelId, lang, stay));
  // A signed-in member also sees the hotel's members-only plans, which the cached public list hides.
  const signedIn = getSession('user') !== null;
  const memberPlans = useQuery({ ...memberPlansQuery(hotelId, lang), enabled: signedIn });
  const membersOnly = (signedIn && memberPlans.data) || [];
  const from = stay ? formatPlainDate(stay.checkin, lang) : '';
  const to = stay ? formatPlainDate(stay.checkout, lang) : '';
  return (
    <section className="hotel-plans" aria-labelledby="hotel-plans-title">
      <h2 id="hotel-plans-title">
        <Trans>宿泊プラン</Trans>
      </h2>
      <div className="card">
        <StaySearchForm
          key={key}
          initial={values}
          withArea={false}
          onSearch={onSearch}
          submitLabel={t`料金・空室を見る`}
        />
      </div>
      {stay ? <p className="hotel-plans__stay">{t`${from} 〜 ${to}`}</p> : null}
      {plans.status === 'pending' ? (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      ) : plans.status === 'error' ? (
        <p className="form__failure" role="alert">
          {errorText(plans.error)}
        </p>
      ) : plans.data.status === 'pause' ? (
        <p role="status" className="lead">
          <Trans>このホテルは現在オンラインでの予約を受け付けていません。</Trans>
        </p>
      ) : plans.data.plans.length + membersOnly.length === 0 ? (
        <p role="status">
          {stay ? (
            <Trans>ご指定の日程でご予約いただけるプランはありません。</Trans>
          ) : (
            <Trans>現在販売中のプランはありません。</Trans>
          )}
        </p>
      ) : (
        <div className="plan-list">
          {membersOnly.map((plan) => (
            <PlanCard key={plan.plan_id} plan={plan} search={stay} tag={t`会員限定`} />
          ))}
          {plans.data.plans.map((plan) => (
            <PlanCard key={plan.plan_id} plan={plan} search={stay} />
          ))}
        </div>
      )}
    </section>
  );
}
