import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { FormAlert } from '@tomaru/ui/form-alert';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { useState } from 'react';
import { InventoryStyles } from '../../../shared/inventory/localized-tabs';
import { additionalOptionsQuery, askedOptionsQuery, sortAdditional, sortAskedOptions } from '../api/options';
import { useCanWrite, useOptionHref } from './paths';

type Item = { id: number; name: string };

/** A list ordered with up and down buttons, saved in one call. */
function SortList({ items, save }: { items: Item[]; save: (ids: number[]) => Promise<unknown> }) {
  const { t } = useLingui();
  const canWrite = useCanWrite();
  const [order, setOrder] = useState(items);
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({ mutationFn: save, onSuccess: () => setSaved(true) });
  const move = (i: number, delta: number) => {
    const next = [...order];
    const [item] = next.splice(i, 1);
    if (!item) return;
    next.splice(i + delta, 0, item);
    setSaved(false);
    setOrder(next);
  };
  if (items.length === 0)
    return (
      <p>
        <Trans>並べ替えるものがありません。</Trans>
      </p>
    );
  return (
    <>
      <FormAlert error={mutation.error} />
      <ol className="inv-sort">
        {order.map((item, i) => (
          <li key={item.id}>
            <span>{item.name}</span>
            {canWrite ? (
              <>
                <button
                  type="button"
                  className="button"
                  disabled={i === 0}
                  aria-label={t`${item.name}を上へ`}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={i === order.length - 1}
                  aria-label={t`${item.name}を下へ`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {canWrite ? (
        <div className="inv-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(order.map((o) => o.id))}
          >
            <Trans>並び順を保存</Trans>
          </button>
          {saved ? (
            <span className="inv-ok" role="status">
              <Trans>保存しました。</Trans>
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  const href = useOptionHref();
  usePageTitle(title);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>{title}</h1>
      <p>
        <HrefLink href={href('option')}>
          <Trans>オプション一覧へ戻る</Trans>
        </HrefLink>
      </p>
      {children}
    </div>
  );
}

/** `option/option-sort`: the order guests are asked the options with choices. */
export function OptionSortPage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const { options } = useSuspenseQuery(askedOptionsQuery(viewer, entityId)).data;
  return (
    <Frame title={t`選択式のオプションの並び順`}>
      <SortList
        items={options.map((o) => ({ id: o.option_id, name: o.texts.ja }))}
        save={async (ids) => {
          await sortAskedOptions(viewer, { hotel_id: entityId, option_ids: ids });
          await queryClient.invalidateQueries({ queryKey: ['options', 'asked'] });
        }}
      />
    </Frame>
  );
}

/** `option/additional-option-sort`: the order guests see the additional options. */
export function AdditionalOptionSortPage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const { additional_options } = useSuspenseQuery(additionalOptionsQuery(viewer, entityId)).data;
  return (
    <Frame title={t`追加オプションの並び順`}>
      <SortList
        items={additional_options.map((o) => ({ id: o.additional_option_id, name: o.names.ja }))}
        save={async (ids) => {
          await sortAdditional(viewer, { hotel_id: entityId, additional_option_ids: ids });
          await queryClient.invalidateQueries({ queryKey: ['options', 'additional'] });
        }}
      />
    </Frame>
  );
}
