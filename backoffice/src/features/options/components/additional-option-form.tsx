import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  type AdditionalOption,
  createAdditionalOptionBody,
  OPTION_PRICE_UNITS,
} from '@tomaru/domain/schemas/options';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { Field } from '@tomaru/ui/form';
import type { Lang } from '@tomaru/ui/lang';
import {
  SchemaFormView,
  SubmitButton,
  TextField,
  useFieldError,
  useSchemaForm,
} from '@tomaru/ui/schema-form';
import { useNavigateHref } from '@tomaru/ui/url';
import { useId, useState } from 'react';
import { get } from 'react-hook-form';
import { LocalizedTabs } from '../../../shared/inventory/localized-tabs';
import { createAdditional, updateAdditional } from '../api/options';
import { PRICE_UNIT_LABELS } from './labels';
import { useCanWrite, useOptionHref } from './paths';
import { PlanChecks } from './plan-fields';

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A paid additional option: its name in the hotel's languages, the unit price tax included and how
 * it counts (per booking, per person, per night), the most a guest may take, whether it is required,
 * whether it is sold from a per-day stock, the plans and the check-in dates it is offered for.
 */
export function AdditionalOptionForm({
  option,
  languages,
}: {
  option?: AdditionalOption;
  languages: readonly Lang[];
}) {
  const { t, i18n } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const navigate = useNavigateHref();
  const href = useOptionHref();
  const canWrite = useCanWrite();
  const unitId = useId();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(createAdditionalOptionBody, {
    defaultValues: {
      hotel_id: entityId,
      names: option?.names ?? { ja: '' },
      unit_price: option?.unit_price ?? 0,
      price_unit: option?.price_unit ?? 'stay',
      max_num: option?.max_num ?? 10,
      required: option?.required ?? false,
      stock_managed: option?.stock_managed ?? false,
      plan_ids: option?.plan_ids ?? [],
      date_from: option?.date_from ?? null,
      date_to: option?.date_to ?? null,
    },
    onSubmit: async (values) => {
      setSaved(false);
      if (option) {
        await updateAdditional(viewer, { ...values, additional_option_id: option.additional_option_id });
        setSaved(true);
      } else {
        const created = await createAdditional(viewer, values);
        navigate(href(`option/edit?kind=additional&id=${created.additional_option_id}`));
      }
      await queryClient.invalidateQueries({ queryKey: ['options', 'additional'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'additional_option'] });
    },
  });
  const unitError = useFieldError(form, 'price_unit');
  const fromId = useId();
  const toId = useId();
  const fromError = useFieldError(form, 'date_from');
  const toError = useFieldError(form, 'date_to');
  const planIds = form.watch('plan_ids') ?? [];

  return (
    <SchemaFormView form={form} className="form" aria-label={t`追加オプション`}>
      <fieldset className="inv-group" disabled={!canWrite}>
        <legend>
          <Trans>名前</Trans>
        </legend>
        <LocalizedTabs
          languages={languages}
          hasError={(l) => get(form.formState.errors, `names.${l}`) !== undefined}
        >
          {(l) => <TextField form={form} name={`names.${l}`} label={t`オプション名`} required={l === 'ja'} />}
        </LocalizedTabs>
      </fieldset>
      <fieldset className="inv-group" disabled={!canWrite}>
        <legend>
          <Trans>料金と数量</Trans>
        </legend>
        <div className="inv-pair">
          <TextField
            form={form}
            name="unit_price"
            number
            inputMode="numeric"
            label={t`単価（税込・円）`}
            required
          />
          <Field id={unitId} label={t`料金の単位`} error={unitError} required>
            {(aria) => (
              <select className="input" {...aria} {...form.register('price_unit')}>
                {OPTION_PRICE_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {i18n._(PRICE_UNIT_LABELS[u])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            form={form}
            name="max_num"
            number
            inputMode="numeric"
            label={t`1予約で選べる最大数`}
            required
          />
        </div>
        <label className="inv-check">
          <input type="checkbox" {...form.register('required')} /> <Trans>必須のオプションにする</Trans>
        </label>
        <label className="inv-check">
          <input type="checkbox" {...form.register('stock_managed')} />{' '}
          <Trans>日ごとの在庫で販売する（在庫のない日は選べません）</Trans>
        </label>
      </fieldset>
      <PlanChecks
        value={planIds}
        disabled={!canWrite}
        onChange={(ids) => form.setValue('plan_ids', ids, { shouldDirty: true })}
      />
      <fieldset className="inv-group" disabled={!canWrite}>
        <legend>
          <Trans>販売するチェックイン日</Trans>
        </legend>
        <p className="field__hint">
          <Trans>空欄のときは期限なしです。</Trans>
        </p>
        <div className="inv-pair">
          <Field id={fromId} label={t`開始日`} error={fromError}>
            {(aria) => (
              <input
                type="date"
                className="input"
                {...aria}
                {...form.register('date_from', { setValueAs: orNull })}
              />
            )}
          </Field>
          <Field id={toId} label={t`終了日`} error={toError}>
            {(aria) => (
              <input
                type="date"
                className="input"
                {...aria}
                {...form.register('date_to', { setValueAs: orNull })}
              />
            )}
          </Field>
        </div>
      </fieldset>
      {canWrite ? (
        <div className="inv-actions">
          <SubmitButton form={form}>{option ? <Trans>保存</Trans> : <Trans>作成</Trans>}</SubmitButton>
          {saved ? (
            <span className="inv-ok" role="status">
              <Trans>保存しました。</Trans>
            </span>
          ) : null}
        </div>
      ) : (
        <p>
          <Trans>閲覧のみできます。</Trans>
        </p>
      )}
    </SchemaFormView>
  );
}
