import { Trans, useLingui } from '@lingui/react/macro';
import type { ChildTypeNumber } from '@tomaru/domain/enums';
import { childUnitPrice } from '@tomaru/domain/pricing/stay-price';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { FormAlert } from '@tomaru/ui/form-alert';
import { useIssueFields } from '@tomaru/ui/issue-fields';
import { LANGUAGE_LABELS } from '@tomaru/ui/labels/language';
import { LANGS, type Lang } from '@tomaru/ui/lang';
import { useState } from 'react';
import { type ChildTypesData, useUpdateChildTypes } from '../api/prices';

type ChildType = ChildTypesData['child_types'][number];
type Names = ChildType['names'];

/** An example adult price for the preview of a percentage. */
const EXAMPLE_ADULT = 10_000;

/** The preview of a child price, by the same rule calculateprice uses (domain/pricing/stay-price). */
export function useChildPriceExample() {
  const { t } = useLingui();
  return (mode: 'percent' | 'fixed', value: number) =>
    mode === 'percent'
      ? t`大人${EXAMPLE_ADULT.toLocaleString('ja-JP')}円のとき${childUnitPrice({ price_mode: mode, price_value: value }, EXAMPLE_ADULT).toLocaleString('ja-JP')}円`
      : t`${value.toLocaleString('ja-JP')}円`;
}

/** The hotel's six child types: names in its languages, ages, price (percent or yen), bed, meals. */
export function ChildTypesForm({ data, readOnly }: { data: ChildTypesData; readOnly: boolean }) {
  const { t, i18n } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const updateChildTypes = useUpdateChildTypes(viewer);
  // A refused save marks the refused inputs and names them in the alert (decision 056).
  const issues = useIssueFields('staff');
  const example = useChildPriceExample();
  const [rows, setRows] = useState<ChildType[]>(data.child_types);
  const [saved, setSaved] = useState(false);
  const langs = LANGS.filter((l) => data.languages.includes(l)) as Lang[];
  const set = (i: number, patch: Partial<ChildType>) => {
    setSaved(false);
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  };
  const save = async () => {
    issues.fail(null);
    try {
      const answer = await updateChildTypes.mutateAsync({
        hotel_id: entityId,
        child_types: rows.map((r) => ({ ...r, child_type: r.child_type as ChildTypeNumber })),
      });
      setRows(answer.child_types);
      setSaved(true);
    } catch (e) {
      issues.fail(e);
    }
  };
  return (
    <section aria-labelledby="child-types-title">
      <h2 id="child-types-title">
        <Trans>子供区分（ホテル共通）</Trans>
      </h2>
      <div className="price-box">
        <table className="color-list">
          <thead>
            <tr>
              <th scope="col">{t`区分`}</th>
              {langs.map((code) => {
                const l = i18n._(LANGUAGE_LABELS[code]);
                return (
                  <th key={code} scope="col">
                    {t`名前（${l}）`}
                  </th>
                );
              })}
              <th scope="col">{t`年齢`}</th>
              <th scope="col">{t`料金`}</th>
              <th scope="col">{t`寝具`}</th>
              <th scope="col">{t`食事`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const at = (key: string, label: string) => issues.field(`child_types.${i}.${key}`, label);
              const ageFrom = at('age_from', t`区分${row.child_type}の年齢（から）`);
              const ageTo = at('age_to', t`区分${row.child_type}の年齢（まで）`);
              const priceMode = at('price_mode', t`区分${row.child_type}の料金の決め方`);
              const priceValue = at('price_value', t`区分${row.child_type}の料金`);
              const usesBed = at('uses_bed', t`区分${row.child_type}は寝具を使う`);
              const withMeal = at('with_meal', t`区分${row.child_type}は食事付き`);
              return (
                <tr key={row.child_type}>
                  <th scope="row">{row.child_type}</th>
                  {langs.map((code) => {
                    const l = i18n._(LANGUAGE_LABELS[code]);
                    const name = issues.field(
                      `child_types.${i}.names.${code}`,
                      t`区分${row.child_type}の名前（${l}）`,
                    );
                    return (
                      <td key={code}>
                        <input
                          className="input"
                          {...name.input}
                          value={row.names[code] ?? ''}
                          readOnly={readOnly}
                          maxLength={30}
                          onChange={(e) =>
                            set(i, { names: { ...row.names, [code]: e.target.value } as Names })
                          }
                        />
                        {name.error}
                      </td>
                    );
                  })}
                  <td>
                    <input
                      className="input"
                      inputMode="numeric"
                      size={3}
                      {...ageFrom.input}
                      value={row.age_from}
                      readOnly={readOnly}
                      onChange={(e) => set(i, { age_from: Number(e.target.value) || 0 })}
                    />
                    〜
                    <input
                      className="input"
                      inputMode="numeric"
                      size={3}
                      {...ageTo.input}
                      value={row.age_to}
                      readOnly={readOnly}
                      onChange={(e) => set(i, { age_to: Number(e.target.value) || 0 })}
                    />
                    {ageFrom.error}
                    {ageTo.error}
                  </td>
                  <td>
                    <select
                      className="input"
                      {...priceMode.input}
                      value={row.price_mode}
                      disabled={readOnly}
                      onChange={(e) => set(i, { price_mode: e.target.value as ChildType['price_mode'] })}
                    >
                      <option value="percent">{t`大人料金の%`}</option>
                      <option value="fixed">{t`定額（円）`}</option>
                    </select>
                    <input
                      className="input"
                      inputMode="numeric"
                      size={7}
                      {...priceValue.input}
                      value={row.price_value}
                      readOnly={readOnly}
                      onChange={(e) => set(i, { price_value: Number(e.target.value) || 0 })}
                    />
                    <small> {example(row.price_mode, row.price_value)}</small>
                    {priceMode.error}
                    {priceValue.error}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      {...usesBed.input}
                      checked={row.uses_bed}
                      disabled={readOnly}
                      onChange={(e) => set(i, { uses_bed: e.target.checked })}
                    />
                    {usesBed.error}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      {...withMeal.input}
                      checked={row.with_meal}
                      disabled={readOnly}
                      onChange={(e) => set(i, { with_meal: e.target.checked })}
                    />
                    {withMeal.error}
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
            <Trans>子供区分を保存</Trans>
          </button>
        </div>
      )}
      <div role="status">
        {saved ? (
          <p className="price-ok">
            <Trans>子供区分を保存しました。</Trans>
          </p>
        ) : null}
      </div>
      <FormAlert error={issues.failure} labels={issues.labels} audience="staff" className="price-error" />
    </section>
  );
}
