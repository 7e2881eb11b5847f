import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { localize } from '@tomaru/domain/languages';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { FormAlert } from '@tomaru/ui/form-alert';
import { useIssueFields } from '@tomaru/ui/issue-fields';
import { useLang } from '@tomaru/ui/lang';
import { useState } from 'react';
import { type ChildTypesData, childPricesQuery, useUpdateChildPrices } from '../api/prices';
import { useChildPriceExample } from './child-types-form';

type Own = { own: boolean; price_mode: 'percent' | 'fixed'; price_value: number };

/** A plan's own child prices: per type, the hotel's price or the plan's own (percent or yen). */
export function ChildPricesForm({
  planId,
  types,
  readOnly,
}: {
  planId: number;
  types: ChildTypesData['child_types'];
  readOnly: boolean;
}) {
  const { viewer, entityId } = useBackOffice();
  const prices = useQuery(childPricesQuery(viewer, entityId, planId)).data;
  // Kept here: the rows start afresh when the saved prices are read back, the notice must not.
  const [saved, setSaved] = useState(false);
  if (!prices) return null;
  return (
    <ChildPricesRows
      key={JSON.stringify(prices.child_prices)}
      planId={planId}
      types={types}
      readOnly={readOnly}
      stored={prices.child_prices}
      accepted={prices.accepted_child_types}
      saved={saved}
      setSaved={setSaved}
    />
  );
}

function ChildPricesRows({
  planId,
  types,
  readOnly,
  stored,
  accepted,
  saved,
  setSaved,
}: {
  planId: number;
  types: ChildTypesData['child_types'];
  readOnly: boolean;
  stored: { child_type: number; price_mode: 'percent' | 'fixed'; price_value: number }[];
  accepted: number[];
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const { viewer, entityId } = useBackOffice();
  const updateChildPrices = useUpdateChildPrices(viewer);
  const issues = useIssueFields('staff');
  const example = useChildPriceExample();
  const [rows, setRows] = useState<Record<number, Own>>(() =>
    Object.fromEntries(
      types.map((type) => {
        const own = stored.find((s) => s.child_type === type.child_type);
        return [
          type.child_type,
          own
            ? { own: true, price_mode: own.price_mode, price_value: own.price_value }
            : { own: false, price_mode: type.price_mode, price_value: type.price_value },
        ];
      }),
    ),
  );
  // The rows the save sends, in order: a refused `child_prices.N` is the N-th of them.
  const sent = types.filter((type) => rows[type.child_type]?.own);
  const set = (n: number, patch: Partial<Own>) => {
    setSaved(false);
    setRows((r) => ({ ...r, [n]: { ...(r[n] as Own), ...patch } }));
  };
  const save = async () => {
    issues.fail(null);
    try {
      await updateChildPrices.mutateAsync({
        hotel_id: entityId,
        plan_id: planId,
        child_prices: sent.map((type) => {
          const row = rows[type.child_type] as Own;
          return {
            child_type: type.child_type as 1,
            price_mode: row.price_mode,
            price_value: row.price_value,
          };
        }),
      });
      setSaved(true);
    } catch (e) {
      issues.fail(e);
    }
  };
  return (
    <div>
      <div className="price-box">
        <table className="color-list">
          <thead>
            <tr>
              <th scope="col">{t`区分`}</th>
              <th scope="col">{t`このプラン独自の料金`}</th>
              <th scope="col">{t`料金`}</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => {
              const row = rows[type.child_type] as Own;
              const name = localize(type.names, lang);
              const at = `child_prices.${row.own ? sent.indexOf(type) : `unsent_${type.child_type}`}`;
              const mode = issues.field(`${at}.price_mode`, t`${name}の料金の決め方`);
              const value = issues.field(`${at}.price_value`, t`${name}の料金`);
              return (
                <tr key={type.child_type}>
                  <th scope="row">
                    {name}
                    {accepted.includes(type.child_type) ? null : (
                      <small> {t`（このプランでは受け付けません）`}</small>
                    )}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t`${name}にこのプラン独自の料金を使う`}
                      checked={row.own}
                      disabled={readOnly}
                      onChange={(e) => set(type.child_type, { own: e.target.checked })}
                    />
                  </td>
                  <td>
                    <select
                      className="input"
                      {...mode.input}
                      value={row.price_mode}
                      disabled={readOnly || !row.own}
                      onChange={(e) =>
                        set(type.child_type, { price_mode: e.target.value as Own['price_mode'] })
                      }
                    >
                      <option value="percent">{t`大人料金の%`}</option>
                      <option value="fixed">{t`定額（円）`}</option>
                    </select>
                    <input
                      className="input"
                      inputMode="numeric"
                      size={7}
                      {...value.input}
                      value={row.price_value}
                      readOnly={readOnly || !row.own}
                      onChange={(e) => set(type.child_type, { price_value: Number(e.target.value) || 0 })}
                    />
                    <small> {example(row.price_mode, row.price_value)}</small>
                    {mode.error}
                    {value.error}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {readOnly ? null : (
        <div className="price-actions">
          <button type="button" className="button" onClick={save}>
            <Trans>プランの子供料金を保存</Trans>
          </button>
        </div>
      )}
      <div role="status">
        {saved ? (
          <p className="price-ok">
            <Trans>プランの子供料金を保存しました。</Trans>
          </p>
        ) : null}
      </div>
      <FormAlert error={issues.failure} labels={issues.labels} audience="staff" className="price-error" />
    </div>
  );
}
