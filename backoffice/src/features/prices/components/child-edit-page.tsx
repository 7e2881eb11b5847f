import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref } from '@tomaru/ui/url';
import { EntityHistory } from '../../../shared/history/entity-history';
import { childTypesQuery } from '../api/prices';
import type { PlanSearch } from '../price-search';
import { ChildPricesForm } from './child-prices-form';
import { ChildTypesForm } from './child-types-form';
import { MemberDiscountForm } from './member-discount-form';
import { PlanPicker } from './plan-picker';
import { PriceNav } from './price-nav';
import { isReadOnly } from './read-only';
import { PriceStyles } from './styles';

/** `price/child-edit`: the six child types, a plan's own child prices (plan in the URL), the member discount. */
export function ChildEditPage({ search }: RemotePageProps<PlanSearch>) {
  const { t } = useLingui();
  const office = useBackOffice();
  const { viewer, entityId, basePath } = office;
  const lang = useLang();
  const navigate = useNavigateHref();
  usePageTitle(t`子供料金`);
  const types = useQuery(childTypesQuery(viewer, entityId)).data;
  const planId = search.plan_id === '' ? null : Number(search.plan_id);
  const readOnly = isReadOnly(office);
  return (
    <div className="price-page">
      <PriceStyles />
      <h1>
        <Trans>子供料金</Trans>
      </h1>
      <PriceNav current="child-edit" planId={planId} />
      {types ? (
        <>
          <ChildTypesForm key={JSON.stringify(types.child_types)} data={types} readOnly={readOnly} />
          <EntityHistory entity="child_types" entityId={entityId} testId="child-types-history" />
          <h2>
            <Trans>プランごとの子供料金</Trans>
          </h2>
          <PlanPicker
            hotelId={entityId}
            planId={planId}
            onChange={(next) => navigate(langPath(lang, `${basePath}/price/child-edit?plan_id=${next}`))}
          />
          {planId === null ? null : (
            <>
              <ChildPricesForm key={planId} planId={planId} types={types.child_types} readOnly={readOnly} />
              <EntityHistory entity="child_prices" entityId={planId} testId="child-prices-history" />
            </>
          )}
        </>
      ) : (
        <p>
          <Trans>読み込み中…</Trans>
        </p>
      )}
      <h2>
        <Trans>会員割引</Trans>
      </h2>
      <MemberDiscountForm readOnly={readOnly} />
      <EntityHistory entity="member_discount" entityId={entityId} testId="member-discount-history" />
    </div>
  );
}
