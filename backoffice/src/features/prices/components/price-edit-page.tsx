import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { localize } from '@tomaru/domain/languages';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref } from '@tomaru/ui/url';
import { useRef } from 'react';
import { EntityHistory } from '../../../shared/history/entity-history';
import { priceGridQuery, useUpdatePrices } from '../api/prices';
import type { PlanSearch } from '../price-search';
import { PlanPicker } from './plan-picker';
import { PriceGrid } from './price-grid';
import { PriceNav } from './price-nav';
import { isReadOnly } from './read-only';
import { PriceStyles } from './styles';

/** `price/edit`: a plan's price table (plan in the URL), saved in one call, with its history. */
export function PriceEditPage({ search }: RemotePageProps<PlanSearch>) {
  const { t } = useLingui();
  const office = useBackOffice();
  const { viewer, entityId: hotelId, basePath } = office;
  const lang = useLang();
  const navigate = useNavigateHref();
  const updatePrices = useUpdatePrices(viewer);
  const planId = search.plan_id === '' ? null : Number(search.plan_id);
  const dirty = useRef(false);
  usePageTitle(t`料金表`);
  const grid = useQuery({ ...priceGridQuery(viewer, hotelId, planId ?? 0), enabled: planId !== null });

  // Leaving with changes not saved (another plan, a menu item, closing the tab) asks first.
  useBlocker({
    shouldBlockFn: () =>
      dirty.current && !window.confirm(t`保存していない変更があります。破棄して移動しますか？`),
    enableBeforeUnload: () => dirty.current,
  });
  const choose = (next: number) => navigate(langPath(lang, `${basePath}/price/edit?plan_id=${next}`));
  const save = async (prices: Parameters<typeof updatePrices.mutateAsync>[0]['prices']) => {
    if (planId === null) return;
    await updatePrices.mutateAsync({ hotel_id: hotelId, plan_id: planId, prices });
  };

  return (
    <div className="price-page">
      <PriceStyles />
      <h1>
        <Trans>料金表</Trans>
      </h1>
      <PriceNav current="edit" planId={planId} />
      <PlanPicker hotelId={hotelId} planId={planId} onChange={choose} />
      {planId === null ? (
        <p>
          <Trans>料金を設定するプランを選んでください。</Trans>
        </p>
      ) : grid.data ? (
        <>
          <PriceGrid
            key={planId}
            data={grid.data}
            readOnly={isReadOnly(office)}
            onSave={save}
            onDirtyChange={(d) => {
              dirty.current = d;
            }}
          />
          <EntityHistory
            entity="price_table"
            entityId={planId}
            testId="price-history"
            fieldName={(field) => {
              // `price.<room>.<colour>.<adults>`, as updateprices records a cell.
              const [kind, roomId, colorId, adults] = field.split('.');
              if (kind !== 'price') return field;
              const room = grid.data?.rooms.find((r) => String(r.room_id) === roomId);
              const color = grid.data?.colors.find((c) => String(c.color_id) === colorId);
              const roomName = room ? localize(room.names, lang) : `#${roomId}`;
              const colorName = color?.name ?? `#${colorId}`;
              return t`${roomName}・${colorName}・大人${adults}名`;
            }}
          />
        </>
      ) : grid.isError ? (
        <p role="alert" className="price-error">
          <Trans>料金表を読み込めませんでした。</Trans>
        </p>
      ) : (
        <p>
          <Trans>読み込み中…</Trans>
        </p>
      )}
    </div>
  );
}
