import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref } from '@tomaru/ui/url';
import { EntityHistory } from '../../../shared/history/entity-history';
import { colorsQuery } from '../api/prices';
import type { MonthSearch } from '../price-search';
import { ColorCalendar } from './color-calendar';
import { ColorList } from './color-list';
import { PriceNav } from './price-nav';
import { isReadOnly } from './read-only';
import { PriceStyles } from './styles';

/** `price/settings`: the price ranks (colours) and the colour calendar (month in the URL). */
export function PriceSettingsPage({ search }: RemotePageProps<MonthSearch>) {
  const { t } = useLingui();
  const office = useBackOffice();
  const { viewer, entityId, basePath } = office;
  const lang = useLang();
  const navigate = useNavigateHref();
  usePageTitle(t`料金ランクとカレンダー`);
  const month = search.month || todayInTokyo().slice(0, 7);
  const colors = useQuery(colorsQuery(viewer, entityId)).data;
  const readOnly = isReadOnly(office);
  return (
    <div className="price-page">
      <PriceStyles />
      <h1>
        <Trans>料金ランクとカレンダー</Trans>
      </h1>
      <PriceNav current="settings" planId={null} />
      {colors ? (
        <>
          <ColorList colors={colors} readOnly={readOnly} />
          <ColorCalendar
            key={month}
            month={month}
            colors={colors}
            readOnly={readOnly}
            onMonth={(next) => navigate(langPath(lang, `${basePath}/price/settings?month=${next}`))}
          />
          <EntityHistory entity="color_dates" entityId={entityId} testId="color-dates-history" />
        </>
      ) : (
        <p>
          <Trans>読み込み中…</Trans>
        </p>
      )}
    </div>
  );
}
