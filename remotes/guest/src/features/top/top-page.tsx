import { Trans, useLingui } from '@lingui/react/macro';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import { FromPrice } from '@tomaru/ui/price';
import type { RawSearch, RemotePageProps } from '@tomaru/ui/remote';
import { areaName, EMPTY_SEARCH, StaySearchForm, searchToQuery } from '@tomaru/ui/stay-search-form';
import { SITE_NAME, usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref } from '@tomaru/ui/url';
import type { FeaturedHotels } from './api/get-hotels';

/** The guest top page: the stay search, the hotels to book, and the ways to sign in. */
export function TopPage({ loaderData: hotels }: RemotePageProps<RawSearch, FeaturedHotels>) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigateHref();
  const errorText = useErrorText();
  usePageTitle(undefined);
  return (
    <div className="top-page">
      <h1>{SITE_NAME}</h1>
      <p>{t`ホテル公式サイトからの直接予約サービスです。`}</p>
      <section className="card" aria-labelledby="top-search">
        <h2 id="top-search">
          <Trans>宿泊プランを探す</Trans>
        </h2>
        <StaySearchForm
          initial={EMPTY_SEARCH}
          withArea
          onSearch={(values) => navigate(`${langPath(lang, '/searchplanlist')}?${searchToQuery(values)}`)}
        />
      </section>
      <section aria-labelledby="top-hotels">
        <h2 id="top-hotels">
          <Trans>おすすめのホテル</Trans>
        </h2>
        {!hotels || 'error' in hotels ? (
          <p className="form__failure" role="alert">
            {errorText(hotels?.error)}
          </p>
        ) : hotels.hotels.length === 0 ? (
          <p>
            <Trans>現在ご予約いただけるホテルはありません。</Trans>
          </p>
        ) : (
          <ul className="hotel-cards">
            {hotels.hotels.map((h) => (
              <li key={h.hotel_id} className="hotel-card card">
                <h3>
                  <LangLink to={`/hotels/${h.hotel_id}`}>{h.name}</LangLink>
                </h3>
                <p className="hotel-card__area">{areaName(h.prefecture, lang)}</p>
                {h.min_price !== null ? (
                  <p>
                    <FromPrice amount={h.min_price} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p>
          <LangLink to="/hotellist">
            <Trans>ホテル一覧を見る</Trans>
          </LangLink>
        </p>
      </section>
      <h2>
        <Trans>ログイン</Trans>
      </h2>
      <ul className="link-list">
        <li>
          <LangLink to="/login">
            <Trans>会員ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/hotel">
            <Trans>ホテル管理者ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/chain">
            <Trans>チェーン管理者ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/union">
            <Trans>組合管理者ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/admin">
            <Trans>全権管理者ログイン</Trans>
          </LangLink>
        </li>
      </ul>
    </div>
  );
}
