import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { EntityHistory } from '../../../shared/history/entity-history';
import { InventoryStyles } from '../../../shared/inventory/localized-tabs';
import {
  additionalOptionQuery,
  additionalOptionsQuery,
  askedOptionQuery,
  askedOptionsQuery,
} from '../api/options';
import type { OptionCreateSearch, OptionEditSearch } from '../search';
import { AdditionalOptionForm } from './additional-option-form';
import { AskedOptionForm } from './asked-option-form';
import { useOptionHref } from './paths';

function BackToList() {
  const href = useOptionHref();
  return (
    <p>
      <HrefLink href={href('option')}>
        <Trans>オプション一覧へ戻る</Trans>
      </HrefLink>
    </p>
  );
}

/** `option/edit?kind=asked|additional&id=`: the option's form and its history. */
export function OptionEditPage({ search }: RemotePageProps<OptionEditSearch>) {
  const { t } = useLingui();
  usePageTitle(t`オプションの編集`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        <Trans>オプションの編集</Trans>
      </h1>
      <BackToList />
      {search.kind === 'asked' ? <AskedEdit id={search.id} /> : <AdditionalEdit id={search.id} />}
    </div>
  );
}

function AskedEdit({ id }: { id: number }) {
  const { viewer, entityId } = useBackOffice();
  const { option, languages } = useSuspenseQuery(askedOptionQuery(viewer, entityId, id)).data;
  return (
    <>
      <AskedOptionForm key={option.option_id} option={option} languages={languages} />
      <EntityHistory entity="option" entityId={option.option_id} />
    </>
  );
}

function AdditionalEdit({ id }: { id: number }) {
  const { viewer, entityId } = useBackOffice();
  const href = useOptionHref();
  const { additional_option, languages } = useSuspenseQuery(additionalOptionQuery(viewer, entityId, id)).data;
  return (
    <>
      <p>
        <HrefLink href={href(`option/calendar?id=${additional_option.additional_option_id}`)}>
          <Trans>在庫カレンダー</Trans>
        </HrefLink>
      </p>
      <AdditionalOptionForm
        key={additional_option.additional_option_id}
        option={additional_option}
        languages={languages}
      />
      <EntityHistory entity="additional_option" entityId={additional_option.additional_option_id} />
    </>
  );
}

/** `option/create?kind=asked|additional`: an empty form in the hotel's languages. */
export function OptionCreatePage({ search }: RemotePageProps<OptionCreateSearch>) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  // The lists answer the hotel's languages too (one tab per language).
  const asked = useSuspenseQuery(askedOptionsQuery(viewer, entityId)).data;
  const additional = useSuspenseQuery(additionalOptionsQuery(viewer, entityId)).data;
  usePageTitle(t`オプションの作成`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        {search.kind === 'asked' ? (
          <Trans>選択式のオプションを作成</Trans>
        ) : (
          <Trans>追加オプションを作成</Trans>
        )}
      </h1>
      <BackToList />
      {search.kind === 'asked' ? (
        <AskedOptionForm languages={asked.languages} />
      ) : (
        <AdditionalOptionForm languages={additional.languages} />
      )}
    </div>
  );
}
