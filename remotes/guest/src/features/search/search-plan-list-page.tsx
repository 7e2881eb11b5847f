import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isPrefectureCode, prefectureName } from '@tomaru/domain/lists/prefectures';
import { useErrorText } from '@tomaru/ui/error-text';
import { formatPlainDate } from '@tomaru/ui/format';
import { langPath, useLang } from '@tomaru/ui/lang';
import { PlanCard, type StaySearch } from '@tomaru/ui/plan-card';
import {
  type SearchValues,
  StaySearchForm,
  searchFromQuery,
  searchToQuery,
  validateSearch,
} from '@tomaru/ui/stay-search-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref, useSearchParams } from '@tomaru/ui/url';
import { searchPlansQuery } from '../../api/hotels';

/** The dates and party of a valid search with dates, else null (the plans then show minimum prices). */
function staySearch(values: SearchValues): StaySearch | null {
  if (!values.checkin || !values.checkout) return null;
  return {
    checkin: values.checkin,
    checkout: values.checkout,
    room_count: Number(values.room_count) || 1,
    adults: Math.max(Number(values.adults) || 2, Number(values.room_count) || 1),
  };
}

/** /searchplanlist: plans across hotels for the area, dates and party of the query. */
export function SearchPlanListPage() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigateHref();
  const errorText = useErrorText();
  const params = useSearchParams();
  const values = searchFromQuery(params);
  const invalid = Object.keys(validateSearch(values)).length > 0;
  const result = useQuery({ ...searchPlansQuery(values, lang), enabled: !invalid });
  const stay = staySearch(values);
  usePageTitle(t`宿泊プラン検索`);
  const area = isPrefectureCode(values.prefecture)
    ? prefectureName(values.prefecture, lang)
    : t`すべてのエリア`;
  const from = stay ? formatPlainDate(stay.checkin, lang) : '';
  const to = stay ? formatPlainDate(stay.checkout, lang) : '';
  return (
    <div className="search-plans">
      <h1>
        <Trans>宿泊プラン検索</Trans>
      </h1>
      <details className="card search-plans__form" open={invalid}>
        <summary>
          <Trans>検索条件を変更する</Trans>
        </summary>
        <StaySearchForm
          key={params.toString()}
          initial={values}
          withArea
          onSearch={(v) => navigate(`${langPath(lang, '/searchplanlist')}?${searchToQuery(v)}`)}
        />
      </details>
      <p className="search-plans__summary">
        {area}
        {stay ? ` ・ ${t`${from} 〜 ${to}`}` : null}
      </p>
      {invalid ? null : result.status === 'pending' ? (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      ) : result.status === 'error' ? (
        <p className="form__failure" role="alert">
          {errorText(result.error)}
        </p>
      ) : result.data.plans.length === 0 ? (
        <p role="status">
          <Trans>ご指定の条件に合うプランはありません。</Trans>
        </p>
      ) : (
        <div className="plan-list">
          {result.data.plans.map((plan) => {
            const hotelQuery = stay ? `?${searchToQuery({ ...values, prefecture: '' })}` : '';
            return (
              <PlanCard
                key={plan.plan_id}
                plan={plan}
                search={stay}
                hotelName={result.data.hotels.get(plan.hotel_id) ?? ''}
                hotelHref={`${langPath(lang, `/hotels/${plan.hotel_id}`)}${hotelQuery}`}
                headingLevel={2}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
