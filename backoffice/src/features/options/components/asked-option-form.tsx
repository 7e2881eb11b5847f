import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type AskedOption, createOptionBody } from '@tomaru/domain/schemas/options';
import { useBackOffice } from '@tomaru/ui/backoffice';
import type { Lang } from '@tomaru/ui/lang';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { useNavigateHref } from '@tomaru/ui/url';
import { useState } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import { LocalizedTabs } from '../../../shared/inventory/localized-tabs';
import { createAskedOption, deleteAskedOption, updateAskedOption } from '../api/options';
import { useCanWrite, useOptionHref } from './paths';
import { PlanSelect } from './plan-fields';

/**
 * An option asked at booking with choices (e.g. "Pick-up: yes / no"): the question and each choice
 * in the hotel's languages, one plan or all, mandatory or not. Kept choices keep their ids.
 */
export function AskedOptionForm({ option, languages }: { option?: AskedOption; languages: readonly Lang[] }) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const navigate = useNavigateHref();
  const href = useOptionHref();
  const canWrite = useCanWrite();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(createOptionBody, {
    defaultValues: {
      hotel_id: entityId,
      texts: option?.texts ?? { ja: '' },
      plan_id: option?.plan_id ?? null,
      mandatory: option?.mandatory ?? false,
      choices: option?.choices ?? [{ texts: { ja: '' } }, { texts: { ja: '' } }],
    },
    onSubmit: async (values) => {
      setSaved(false);
      if (option) {
        const answer = await updateAskedOption(viewer, { ...values, option_id: option.option_id });
        form.reset({ ...values, choices: answer.option.choices });
        setSaved(true);
      } else {
        const created = await createAskedOption(viewer, values);
        navigate(href(`option/edit?kind=asked&id=${created.option_id}`));
      }
      await queryClient.invalidateQueries({ queryKey: ['options', 'asked'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'option'] });
    },
  });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const hasError = (l: Lang) =>
    get(form.formState.errors, `texts.${l}`) !== undefined ||
    choices.fields.some((_, i) => get(form.formState.errors, `choices.${i}.texts.${l}`) !== undefined);
  const planId = form.watch('plan_id');
  const [deleting, setDeleting] = useState(false);

  /** Stops asking the option after the clerk confirms; past reservations keep their answers. */
  async function remove() {
    if (!option || !window.confirm(t`このオプションを削除しますか？これまでの予約の回答は残ります。`)) return;
    setDeleting(true);
    try {
      await deleteAskedOption(viewer, { hotel_id: entityId, option_id: option.option_id });
      await queryClient.invalidateQueries({ queryKey: ['options', 'asked'] });
      navigate(href('option'));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <SchemaFormView form={form} className="form" aria-label={t`選択式のオプション`}>
      <fieldset className="inv-group" disabled={!canWrite}>
        <legend>
          <Trans>質問と選択肢</Trans>
        </legend>
        <LocalizedTabs languages={languages} hasError={hasError}>
          {(l) => (
            <>
              <TextField form={form} name={`texts.${l}`} label={t`質問`} required={l === 'ja'} />
              {choices.fields.map((field, i) => (
                <TextField
                  key={field.id}
                  form={form}
                  name={`choices.${i}.texts.${l}`}
                  label={t`選択肢 ${i + 1}`}
                  required={l === 'ja'}
                />
              ))}
            </>
          )}
        </LocalizedTabs>
        <div className="inv-actions">
          <button type="button" className="button" onClick={() => choices.append({ texts: { ja: '' } })}>
            <Trans>選択肢を追加</Trans>
          </button>
          {choices.fields.length > 2 ? (
            <button
              type="button"
              className="button"
              onClick={() => choices.remove(choices.fields.length - 1)}
            >
              <Trans>最後の選択肢を削除</Trans>
            </button>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="inv-group" disabled={!canWrite}>
        <legend>
          <Trans>対象と回答</Trans>
        </legend>
        <PlanSelect value={planId} onChange={(id) => form.setValue('plan_id', id, { shouldDirty: true })} />
        <label className="inv-check">
          <input type="checkbox" {...form.register('mandatory')} /> <Trans>回答を必須にする</Trans>
        </label>
      </fieldset>
      {canWrite ? (
        <div className="inv-actions">
          <SubmitButton form={form}>{option ? <Trans>保存</Trans> : <Trans>作成</Trans>}</SubmitButton>
          {option ? (
            <button type="button" className="button" disabled={deleting} onClick={remove}>
              <Trans>このオプションを削除</Trans>
            </button>
          ) : null}
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
