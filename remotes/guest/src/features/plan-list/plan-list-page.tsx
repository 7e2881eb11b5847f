import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import { searchToQuery } from '@tomaru/ui/stay-search-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref, useSearchParams } from '@tomaru/ui/url';
import { hotelInfoQuery } from '../../api/hotels';
import { HotelPlans } from './hotel-plans';

/** /planlist?hotel_id=…: one hotel's plans, the same cards as on the hotel's page. */
export function PlanListPage() {
  const { t } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const navigate = useNavigateHref();
  const raw = useSearchParams().get('hotel_id') ?? '';
  const hotelId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const hotel = useQuery({ ...hotelInfoQuery(hotelId ?? 0, lang), enabled: hotelId !== null });
  const name = hotel.status === 'success' ? hotel.data.hotel.name : '';
  usePageTitle(name ? t`${name}のプラン一覧` : t`プラン一覧`);
  if (hotelId === null)
    return (
      <div>
        <h1>
          <Trans>プラン一覧</Trans>
        </h1>
        <p role="alert" className="form__failure">
          <Trans>ホテルが指定されていません。</Trans>{' '}
          <LangLink to="/hotellist">
            <Trans>ホテル一覧を見る</Trans>
          </LangLink>
        </p>
      </div>
    );
  return (
    <div className="plan-list-page">
      <h1>{name ? t`${name}のプラン一覧` : t`プラン一覧`}</h1>
      {hotel.status === 'error' ? (
        <p className="form__failure" role="alert">
          {errorText(hotel.error)}
        </p>
      ) : null}
      {name ? (
        <p>
          <LangLink to={`/hotels/${hotelId}`}>
            <Trans>ホテルの詳細を見る</Trans>
          </LangLink>
        </p>
      ) : null}
      <HotelPlans
        hotelId={hotelId}
        onSearch={(v) =>
          navigate(
            `${langPath(lang, '/planlist')}?hotel_id=${hotelId}&${searchToQuery({ ...v, prefecture: '' })}`,
          )
        }
      />
    </div>
  );
}
