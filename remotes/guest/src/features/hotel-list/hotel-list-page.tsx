import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isPrefectureCode, PREFECTURES, prefectureName } from '@tomaru/domain/lists/prefectures';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import { FromPrice } from '@tomaru/ui/price';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref, useSearchParams } from '@tomaru/ui/url';
import { useId } from 'react';
import { hotelsQuery } from '../../api/hotels';

/** /hotellist: the hotels open to guests, filterable by prefecture. */
export function HotelListPage() {
  const { t } = useLingui();
  const lang = useLang();
  const id = useId();
  const errorText = useErrorText();
  const navigate = useNavigateHref();
  const raw = useSearchParams().get('prefecture') ?? '';
  const prefecture = isPrefectureCode(raw) ? raw : '';
  const hotels = useQuery(hotelsQuery(prefecture, lang));
  usePageTitle(t`ホテル一覧`);
  return (
    <div className="hotel-list">
      <h1>
        <Trans>ホテル一覧</Trans>
      </h1>
      <div className="field">
        <label htmlFor={`${id}-pref`}>
          <Trans>エリアで絞り込む</Trans>
        </label>
        <select
          id={`${id}-pref`}
          value={prefecture}
          onChange={(e) => {
            const v = e.target.value;
            navigate(langPath(lang, '/hotellist') + (v ? `?prefecture=${v}` : ''), { replace: true });
          }}
        >
          <option value="">{t`すべてのエリア`}</option>
          {PREFECTURES.map((p) => (
            <option key={p.code} value={p.code}>
              {p.names[lang]}
            </option>
          ))}
        </select>
      </div>
      {hotels.status === 'pending' ? (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      ) : hotels.status === 'error' ? (
        <p className="form__failure" role="alert">
          {errorText(hotels.error)}
        </p>
      ) : hotels.data.hotels.length === 0 ? (
        <p role="status">
          <Trans>このエリアにはご予約いただけるホテルがありません。</Trans>
        </p>
      ) : (
        <ul className="hotel-cards">
          {hotels.data.hotels.map((h) => (
            <li key={h.hotel_id} className="hotel-card card">
              <h2>
                <LangLink to={`/hotels/${h.hotel_id}`}>{h.name}</LangLink>
              </h2>
              <p className="hotel-card__area">
                {isPrefectureCode(h.prefecture) ? prefectureName(h.prefecture, lang) : ''}
              </p>
              {h.access ? <p>{h.access}</p> : null}
              {h.status === 'pause' ? (
                <p>
                  <Trans>このホテルは現在オンラインでの予約を受け付けていません。</Trans>
                </p>
              ) : h.min_price !== null ? (
                <p>
                  <FromPrice amount={h.min_price} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
