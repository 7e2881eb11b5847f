import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '@tomaru/ui/lang';
import { SchemaFormView, useFieldError, useSchemaForm } from '@tomaru/ui/schema-form';
import { useEffect, useState } from 'react';
import { type CustomerValues, customerForm } from '../model/customer-form';
import type { FlowState } from '../model/flow-state';
import { PersonInput } from './customer-inputs';
import { PersonFields } from './person-fields';

type Props = {
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  hotelId: number;
  lang: Lang;
  checkinTimes: string[];
  /** What the server refused on this step when booking (field key → code): shown at the fields. */
  serverErrors: Record<string, string>;
  onBack: () => void;
  onNext: () => void;
};

const valuesOf = (s: FlowState): CustomerValues => ({
  user: s.user,
  mail_confirm: s.mail_confirm,
  lodger_differs: s.lodger_differs,
  lodger: s.lodger,
  checkin_time: s.checkin_time,
  note: s.note,
});

/** Step 2: the booker, an optional different lodger, the check-in time and a note. */
export function CustomerStep({
  state,
  update,
  hotelId,
  lang,
  checkinTimes,
  serverErrors,
  onBack,
  onNext,
}: Props) {
  const { t } = useLingui();
  // The stay of step 1 does not change while this step is open: the schema is made once.
  const [schema] = useState(() => customerForm(state, hotelId, lang));
  const form = useSchemaForm(schema, {
    defaultValues: valuesOf(state),
    onSubmit: async () => onNext(),
  });
  // Everything typed is the flow's at once: kept in the tab, and there when the guest comes back.
  useEffect(() => {
    const watching = form.watch((values) => update(values as Partial<FlowState>));
    return () => watching.unsubscribe();
  }, [form, update]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's word is put on the fields once, as the step opens
  useEffect(() => {
    for (const [key, code] of Object.entries(serverErrors))
      form.setError(key as keyof CustomerValues, { type: 'server', message: code });
  }, []);
  const lodgerDiffers = form.watch('lodger_differs');
  const checkinTimeError = useFieldError(form, 'checkin_time');
  const noteError = useFieldError(form, 'note');

  return (
    <SchemaFormView form={form} className="bk">
      <fieldset className="card">
        <legend>
          <Trans>ご予約者</Trans>
        </legend>
        <div className="form">
          <PersonFields
            form={form}
            who="user"
            lang={lang}
            full
            afterMail={
              <PersonInput
                form={form}
                name="mail_confirm"
                label={t`メールアドレス（確認用）`}
                type="email"
                autoComplete="email"
                inputMode="email"
              />
            }
          />
        </div>
      </fieldset>

      <div className="card">
        <label className="bk-check">
          <input type="checkbox" {...form.register('lodger_differs')} />
          <span>
            <Trans>ご予約者と宿泊される方が異なる</Trans>
          </span>
        </label>
        {lodgerDiffers ? (
          <fieldset>
            <legend>
              <Trans>宿泊者</Trans>
            </legend>
            <div className="form">
              <PersonFields form={form} who="lodger" lang={lang} full={false} />
            </div>
          </fieldset>
        ) : null}
      </div>

      <div className="card form">
        <div className="field">
          <label htmlFor="bk-checkin-time">{t`チェックイン予定時刻`}</label>
          <select
            id="bk-checkin-time"
            defaultValue={form.getValues('checkin_time')}
            {...form.register('checkin_time')}
            {...(checkinTimeError ? { 'aria-invalid': true, 'aria-describedby': 'bk-err-checkin_time' } : {})}
          >
            <option value="">{t`選択してください`}</option>
            {checkinTimes.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
          {checkinTimeError ? (
            <p className="field__error" id="bk-err-checkin_time">
              {checkinTimeError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="bk-note">{t`ご要望・備考（任意）`}</label>
          <textarea
            id="bk-note"
            maxLength={1000}
            {...form.register('note')}
            {...(noteError ? { 'aria-invalid': true, 'aria-describedby': 'bk-err-note' } : {})}
          />
          {noteError ? (
            <p className="field__error" id="bk-err-note">
              {noteError}
            </p>
          ) : null}
        </div>
      </div>

      <div className="bk-actions">
        <button type="button" className="button" onClick={onBack}>
          <Trans>戻る</Trans>
        </button>
        <button type="submit" className="button button--primary">
          <Trans>予約内容の確認へ進む</Trans>
        </button>
      </div>
    </SchemaFormView>
  );
}
