import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '@tomaru/ui/error-text';
import { formatPlainDate } from '@tomaru/ui/format';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import { PlanCard } from '@tomaru/ui/plan-card';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { StaySearchForm, searchToQuery } from '@tomaru/ui/stay-search-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref, useSearchParams } from '@tomaru/ui/url';
import { pricedSecretPlanQuery, staySearchOf } from '../../api/plans';

/** /hotels/{id}/secret/{url}: a plan reachable only by its address, with its rooms and booking links. */
export function SecretPlanPage({ params, hotel }: RemotePageProps) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigateHref();
  const errorText = useErrorText();
  const query = useSearchParams();
  const hotelId = Number(params.id);
  const url = params.url ?? '';
  const { values, stay } = staySearchOf(query);
  const paused = hotel?.status === 'pause';
  const plan = useQuery(pricedSecretPlanQuery(hotelId, url, lang, paused ? null : stay));
  const title = plan.status === 'success' ? plan.data.title : '';
  usePageTitle(title || hotel?.name);
  const from = stay ? formatPlainDate(stay.checkin, lang) : '';
  const to = stay ? formatPlainDate(stay.checkout, lang) : '';
  return (
    <div className="secret-plan">
      <p className="plan-card__hotel">
        <LangLink to={`/hotels/${hotelId}`}>{hotel?.name}</LangLink>
      </p>
      <h1>{title || <Trans>特別プラン</Trans>}</h1>
      {paused ? (
        <p role="status" className="lead">
          <Trans>このホテルは現在オンラインでの予約を受け付けていません。</Trans>
        </p>
      ) : (
        <div className="card">
          <StaySearchForm
            key={query.toString()}
            initial={values}
            withArea={false}
            submitLabel={t`料金・空室を見る`}
            onSearch={(v) =>
              navigate(
                `${langPath(lang, `/hotels/${hotelId}/secret/${encodeURIComponent(url)}`)}?${searchToQuery({ ...v, prefecture: '' })}`,
              )
            }
          />
        </div>
      )}
      {stay ? <p className="hotel-plans__stay">{t`${from} 〜 ${to}`}</p> : null}
      {plan.status === 'pending' ? (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      ) : plan.status === 'error' ? (
        <p className="form__failure" role="alert">
          {errorText(plan.error)}
        </p>
      ) : paused ? null : (
        <PlanCard plan={plan.data} search={stay} headingLevel={2} secretUrl={url} />
      )}
    </div>
  );
}
