import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { CHILD_TYPE_NUMBERS, MEAL_TYPES, PAYMENT_MODES } from '@tomaru/domain/enums';
import { type CreatePlanBody, createPlanBody } from '@tomaru/domain/schemas/plans';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { Field } from '@tomaru/ui/form';
import { MEAL_TYPE_LABELS } from '@tomaru/ui/labels/meal-type';
import { LANGS, type Lang, langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import {
  SchemaFormView,
  SubmitButton,
  TextField,
  useFieldError,
  useSchemaForm,
} from '@tomaru/ui/schema-form';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink, useNavigateHref } from '@tomaru/ui/url';
import { useId, useState } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import { EntityHistory } from '../../../shared/history/entity-history';
import { roomChoicesQuery } from '../../../shared/inventory/choices';
import { LocalizedTabs } from '../../../shared/inventory/localized-tabs';
import { createPlan, hotelLanguagesQuery, planQuery, type StaffPlan, updatePlan } from '../api/plans';
import type { PlanIdSearch } from '../plan-search';
import { PAYMENT_MODE_LABELS } from './labels';
import { PlanStyles } from './styles';

type Values = CreatePlanBody;

/** A new plan's starting values: on sale from today, the hotel's usual terms. */
function blankPlan(hotelId: number): Values {
  return {
    hotel_id: hotelId,
    titles: { ja: '' },
    descriptions: { ja: '' },
    meal_type: 'nothing',
    payment_mode: 'both',
    room_ids: [],
    sale_start: new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10),
    sale_end: null,
    book_days_ahead: 180,
    cutoff_days_before: 0,
    cutoff_time: '18:00',
    min_nights: 1,
    max_nights: 14,
    checkin_times: ['15:00'],
    accepted_child_types: [...CHILD_TYPE_NUMBERS],
    cancel_policy: [
      { days_before: 3, percent: 30 },
      { days_before: 0, percent: 100 },
    ],
    change_deadline_days: 1,
    is_secret: false,
    secret_url: '',
    members_only: false,
    is_visible: true,
  };
}

/** What getplan answered, as the form edits it (the body of updateplan without its id). */
function valuesOf(plan: StaffPlan): Values {
  const { plan_id: _, warnings: __, display_order: ___, ...rest } = plan;
  return {
    ...rest,
    secret_url: plan.secret_url ?? '',
    accepted_child_types: plan.accepted_child_types.filter((n): n is Values['accepted_child_types'][number] =>
      (CHILD_TYPE_NUMBERS as readonly number[]).includes(n),
    ),
  };
}

/** The plan's create screen (`plan/create`): on save, the edit screen of the new plan. */
export function PlanCreatePage() {
  const { t } = useLingui();
  const { entityId, basePath } = useBackOffice();
  const lang = useLang();
  const navigate = useNavigateHref();
  usePageTitle(t`プランを作成`);
  return (
    <div className="plan-page">
      <PlanStyles />
      <h1>
        <Trans>プランを作成</Trans>
      </h1>
      <PlanForm
        initial={blankPlan(entityId)}
        onSaved={(planId) => navigate(langPath(lang, `${basePath}/plan/edit?plan_id=${planId}`))}
      />
    </div>
  );
}

/** One plan's edit screen (`plan/edit?plan_id=`): the form, then the plan's history. */
export function PlanEditPage({ search }: RemotePageProps<PlanIdSearch>) {
  const { t } = useLingui();
  const { viewer, entityId, basePath } = useBackOffice();
  const lang = useLang();
  const { data: plan } = useSuspenseQuery(planQuery(viewer, entityId, search.plan_id));
  usePageTitle(t`プランの編集`);
  return (
    <div className="plan-page">
      <PlanStyles />
      <h1>
        <Trans>プランの編集</Trans>
      </h1>
      <p>
        <HrefLink href={langPath(lang, `${basePath}/plan`)}>
          <Trans>プラン一覧へ戻る</Trans>
        </HrefLink>{' '}
        <HrefLink href={langPath(lang, `${basePath}/plan/calendar?plan_id=${plan.plan_id}`)}>
          <Trans>販売カレンダー</Trans>
        </HrefLink>
      </p>
      <PlanForm key={plan.plan_id} initial={valuesOf(plan)} planId={plan.plan_id} />
      <PlanHistory planId={plan.plan_id} />
    </div>
  );
}

function PlanHistory({ planId }: { planId: number }) {
  return <EntityHistory entity="plan" entityId={planId} testId="plan-history" />;
}

/** The form of a plan, in sections; a union sees it without the save. */
function PlanForm({
  initial,
  planId,
  onSaved,
}: {
  initial: Values;
  planId?: number;
  onSaved?: (planId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const canWrite = viewer !== 'union';
  const [saved, setSaved] = useState(false);
  const languages = useQuery(hotelLanguagesQuery(viewer, entityId)).data ?? ['ja'];
  const rooms = useQuery(roomChoicesQuery(viewer, entityId, lang)).data ?? [];
  const save = useMutation({
    mutationFn: async (values: Values) =>
      planId === undefined
        ? { plan_id: await createPlan(viewer, values), plan: null }
        : { plan_id: planId, plan: await updatePlan(viewer, { ...values, plan_id: planId }) },
    onSuccess: async ({ plan_id, plan }) => {
      if (plan) queryClient.setQueryData(planQuery(viewer, entityId, plan_id).queryKey, plan);
      await queryClient.invalidateQueries({ queryKey: ['plans', viewer, entityId] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'plan', viewer, plan_id] });
    },
  });
  const form = useSchemaForm(createPlanBody, {
    defaultValues: initial,
    onSubmit: async (values) => {
      setSaved(false);
      const answer = await save.mutateAsync(values);
      if (answer.plan) form.reset(valuesOf(answer.plan));
      setSaved(true);
      onSaved?.(answer.plan_id);
    },
  });
  const steps = useFieldArray({ control: form.control, name: 'cancel_policy' });
  const offered = LANGS.filter((l) => languages.includes(l));
  const hasError = (l: Lang) =>
    ['titles', 'descriptions'].some((f) => get(form.formState.errors, `${f}.${l}`) !== undefined);
  const roomIds = form.watch('room_ids') ?? [];
  const childTypes = form.watch('accepted_child_types') ?? [];
  const isSecret = form.watch('is_secret');

  const flip = <T,>(list: readonly T[], value: T, on: boolean) =>
    on ? [...list.filter((x) => x !== value), value] : list.filter((x) => x !== value);
  const options = () => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const toggleRoom = (id: number, on: boolean) =>
    form.setValue('room_ids', flip(form.getValues('room_ids') ?? [], id, on), options());
  const toggleChild = (n: Values['accepted_child_types'][number], on: boolean) =>
    form.setValue(
      'accepted_child_types',
      flip(form.getValues('accepted_child_types') ?? [], n, on),
      options(),
    );

  return (
    <SchemaFormView form={form} className="form plan-form" aria-label={t`プラン`}>
      <fieldset className="plan-form__group" disabled={!canWrite}>
        <legend>
          <Trans>プラン名と説明</Trans>
        </legend>
        <LocalizedTabs languages={offered} hasError={hasError}>
          {(l) => (
            <>
              <TextField form={form} name={`titles.${l}`} label={t`プラン名`} required={l === 'ja'} />
              <TextAreaInput form={form} name={`descriptions.${l}`} label={t`プラン説明`} />
            </>
          )}
        </LocalizedTabs>
      </fieldset>

      <fieldset className="plan-form__group" disabled={!canWrite}>
        <legend>
          <Trans>販売する部屋と内容</Trans>
        </legend>
        <ChoiceGroup form={form} name="room_ids" legend={t`販売する部屋`}>
          {rooms.map((r) => (
            <label key={r.room_id} className="plan-form__check">
              <input
                type="checkbox"
                checked={roomIds.includes(r.room_id)}
                onChange={(e) => toggleRoom(r.room_id, e.target.checked)}
              />
              {r.name}
            </label>
          ))}
        </ChoiceGroup>
        <div className="plan-form__pair">
          <SelectInput
            form={form}
            name="meal_type"
            label={t`食事`}
            options={MEAL_TYPES.map((m) => ({ value: m, label: i18n._(MEAL_TYPE_LABELS[m]) }))}
          />
          <SelectInput
            form={form}
            name="payment_mode"
            label={t`支払方法`}
            options={PAYMENT_MODES.map((m) => ({ value: m, label: i18n._(PAYMENT_MODE_LABELS[m]) }))}
          />
        </div>
        <ChoiceGroup form={form} name="accepted_child_types" legend={t`受け入れる子供の区分`}>
          {CHILD_TYPE_NUMBERS.map((n) => (
            <label key={n} className="plan-form__check">
              <input
                type="checkbox"
                checked={childTypes.includes(n)}
                onChange={(e) => toggleChild(n, e.target.checked)}
              />
              {t`子供${n}`}
            </label>
          ))}
        </ChoiceGroup>
      </fieldset>

      <fieldset className="plan-form__group" disabled={!canWrite}>
        <legend>
          <Trans>販売期間と予約の受付</Trans>
        </legend>
        <div className="plan-form__pair">
          <TextField form={form} name="sale_start" label={t`販売開始日`} type="date" required />
          <OptionalDateInput form={form} label={t`販売終了日`} hint={t`空欄なら終了日なし`} />
          <TextField
            form={form}
            name="book_days_ahead"
            label={t`予約受付開始（宿泊日の何日前から）`}
            type="number"
            number
            min={0}
          />
          <TextField
            form={form}
            name="cutoff_days_before"
            label={t`予約締切（宿泊日の何日前）`}
            type="number"
            number
            min={0}
          />
          <TextField
            form={form}
            name="cutoff_time"
            label={t`予約締切時刻`}
            hint={t`例：18:00（24:00 はその日の終わり）`}
          />
          <TimesInput
            form={form}
            label={t`チェックイン時刻`}
            hint={t`複数はカンマ区切り（例：15:00, 16:00）`}
          />
          <TextField form={form} name="min_nights" label={t`最短泊数`} type="number" number min={1} />
          <TextField form={form} name="max_nights" label={t`最長泊数`} type="number" number min={1} />
        </div>
      </fieldset>

      <fieldset className="plan-form__group" disabled={!canWrite}>
        <legend>
          <Trans>キャンセル料と変更期限</Trans>
        </legend>
        <p className="field__hint">
          <Trans>チェックインの何日前から何％かかるかを、日数の多い順に入力します（0日前＝当日）。</Trans>
        </p>
        {steps.fields.map((step, i) => (
          <div key={step.id} className="plan-form__step">
            <TextField
              form={form}
              name={`cancel_policy.${i}.days_before`}
              label={t`${i + 1}段階目：何日前から`}
              type="number"
              number
              min={0}
            />
            <TextField
              form={form}
              name={`cancel_policy.${i}.percent`}
              label={t`${i + 1}段階目：料率（％）`}
              type="number"
              number
              min={0}
              max={100}
            />
            <button type="button" className="button" onClick={() => steps.remove(i)}>
              {t`${i + 1}段階目を削除`}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button"
          onClick={() => steps.append({ days_before: 0, percent: 100 })}
        >
          <Trans>段階を追加</Trans>
        </button>
        <TextField
          form={form}
          name="change_deadline_days"
          label={t`予約変更の期限（宿泊日の何日前まで）`}
          type="number"
          number
          min={0}
        />
      </fieldset>

      <fieldset className="plan-form__group" disabled={!canWrite}>
        <legend>
          <Trans>公開の設定</Trans>
        </legend>
        <label className="plan-form__check">
          <input type="checkbox" {...form.register('is_visible')} /> <Trans>お客様のページに表示する</Trans>
        </label>
        <br />
        <label className="plan-form__check">
          <input type="checkbox" {...form.register('members_only')} />{' '}
          <Trans>会員限定（ログインした会員だけが予約できる）</Trans>
        </label>
        <br />
        <label className="plan-form__check">
          <input type="checkbox" {...form.register('is_secret')} />{' '}
          <Trans>シークレットプラン（URLを知っている人だけに表示）</Trans>
        </label>
        {isSecret ? (
          <TextField
            form={form}
            name="secret_url"
            label={t`URLキー`}
            hint={t`半角英数字・ハイフン・アンダースコア（例：summer-vip）`}
            required
          />
        ) : null}
      </fieldset>

      {canWrite ? (
        <div className="plan-actions">
          <SubmitButton form={form}>{planId === undefined ? t`プランを作成` : t`プランを保存`}</SubmitButton>
        </div>
      ) : null}
      <div role="status">
        {saved && !form.formState.isDirty ? (
          <p className="plan-ok" data-testid="plan-saved">
            <Trans>プランを保存しました。</Trans>
          </p>
        ) : null}
      </div>
    </SchemaFormView>
  );
}

type PlanFormState = ReturnType<typeof useSchemaForm<Values, Values>>;

/** A group of checkboxes with its legend and the error of the list it edits. */
function ChoiceGroup({
  form,
  name,
  legend,
  children,
}: {
  form: PlanFormState;
  name: 'room_ids' | 'accepted_child_types';
  legend: string;
  children: React.ReactNode;
}) {
  const error = useFieldError(form, name);
  const id = useId();
  return (
    <fieldset className="plan-form__checks" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p className="field__error plan-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TextAreaInput({
  form,
  name,
  label,
}: {
  form: PlanFormState;
  name: `descriptions.${Lang}`;
  label: string;
}) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => <textarea className="input" rows={5} {...aria} {...form.register(name)} />}
    </Field>
  );
}

function SelectInput({
  form,
  name,
  label,
  options,
}: {
  form: PlanFormState;
  name: 'meal_type' | 'payment_mode';
  label: string;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => (
        <select className="input" {...aria} {...form.register(name)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The sale's end date: empty is "no end" (null), not an empty string. */
function OptionalDateInput({ form, label, hint }: { form: PlanFormState; label: string; hint: string }) {
  const id = useId();
  const error = useFieldError(form, 'sale_end');
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          className="input"
          type="date"
          {...aria}
          {...form.register('sale_end', { setValueAs: (v: string | null) => (v ? v : null) })}
        />
      )}
    </Field>
  );
}

/** The check-in times as one comma-separated text ("15:00, 16:00"), kept as a list. */
function TimesInput({ form, label, hint }: { form: PlanFormState; label: string; hint: string }) {
  const id = useId();
  const listError = useFieldError(form, 'checkin_times');
  const firstError = useFieldError(form, 'checkin_times.0');
  const error = listError ?? firstError;
  const [text, setText] = useState(() => (form.getValues('checkin_times') ?? []).join(', '));
  return (
    <Field id={id} label={label} hint={hint} error={error} required>
      {(aria) => (
        <input
          className="input"
          {...aria}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const times = e.target.value
              .split(/[,、\s]+/)
              .map((s) => s.trim())
              .filter(Boolean);
            form.setValue('checkin_times', times, { shouldDirty: true });
          }}
        />
      )}
    </Field>
  );
}
