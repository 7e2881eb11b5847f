import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createQuestionBody, type Question } from '@tomaru/domain/schemas/options';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { Field } from '@tomaru/ui/form';
import { type Lang, langPath, useLang } from '@tomaru/ui/lang';
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
import { planChoicesQuery } from '../../../shared/inventory/choices';
import { LocalizedTabs } from '../../../shared/inventory/localized-tabs';
import { createQuestion, deleteQuestion, updateQuestion } from '../api/questions';

/**
 * A free-text question asked at booking (e.g. "Arrival time"): its text in the hotel's languages,
 * one plan or all, mandatory or not. Deleting it stops asking; past answers keep their question.
 */
export function QuestionForm({ question, languages }: { question?: Question; languages: readonly Lang[] }) {
  const { t } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const canWrite = viewer !== 'union';
  const queryClient = useQueryClient();
  const navigate = useNavigateHref();
  const planId = useId();
  const [saved, setSaved] = useState(false);
  const plans = useQuery(planChoicesQuery(viewer, entityId, lang)).data ?? [];
  const listHref = langPath(lang, `${basePath}/question`);
  const form = useSchemaForm(createQuestionBody, {
    defaultValues: {
      hotel_id: entityId,
      texts: question?.texts ?? { ja: '' },
      plan_id: question?.plan_id ?? null,
      mandatory: question?.mandatory ?? false,
    },
    onSubmit: async (values) => {
      setSaved(false);
      if (question) {
        await updateQuestion(viewer, { ...values, question_id: question.question_id });
        setSaved(true);
      } else {
        const created = await createQuestion(viewer, values);
        navigate(langPath(lang, `${basePath}/question/edit?id=${created.question_id}`));
      }
      await queryClient.invalidateQueries({ queryKey: ['questions'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'question'] });
    },
  });
  const planError = useFieldError(form, 'plan_id');
  const chosen = form.watch('plan_id');
  const choices =
    chosen !== null && !plans.some((p) => p.plan_id === chosen)
      ? [...plans, { plan_id: chosen, title: t`プラン ${chosen}` }]
      : plans;
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!question || !window.confirm(t`この質問を削除しますか？これまでの予約の回答は残ります。`)) return;
    setDeleting(true);
    try {
      await deleteQuestion(viewer, { hotel_id: entityId, question_id: question.question_id });
      await queryClient.invalidateQueries({ queryKey: ['questions'] });
      navigate(listHref);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <SchemaFormView form={form} className="form" aria-label={t`質問`}>
      <fieldset className="inv-group" disabled={!canWrite}>
        <legend>
          <Trans>質問文</Trans>
        </legend>
        <LocalizedTabs
          languages={languages}
          hasError={(l) => get(form.formState.errors, `texts.${l}`) !== undefined}
        >
          {(l) => <TextField form={form} name={`texts.${l}`} label={t`質問`} required={l === 'ja'} />}
        </LocalizedTabs>
      </fieldset>
      <fieldset className="inv-group" disabled={!canWrite}>
        <legend>
          <Trans>対象と回答</Trans>
        </legend>
        <Field id={planId} label={t`対象プラン`} error={planError}>
          {(aria) => (
            <select
              className="input"
              {...aria}
              value={chosen === null ? '' : String(chosen)}
              onChange={(e) =>
                form.setValue('plan_id', e.target.value === '' ? null : Number(e.target.value), {
                  shouldDirty: true,
                })
              }
            >
              <option value="">{t`すべてのプラン`}</option>
              {choices.map((p) => (
                <option key={p.plan_id} value={p.plan_id}>
                  {p.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="inv-check">
          <input type="checkbox" {...form.register('mandatory')} /> <Trans>回答を必須にする</Trans>
        </label>
      </fieldset>
      {canWrite ? (
        <div className="inv-actions">
          <SubmitButton form={form}>{question ? <Trans>保存</Trans> : <Trans>作成</Trans>}</SubmitButton>
          {question ? (
            <button type="button" className="button" disabled={deleting} onClick={remove}>
              <Trans>この質問を削除</Trans>
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
