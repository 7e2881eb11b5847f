import { Trans, useLingui } from '@lingui/react/macro';
import { GENDERS, PHONE_TYPES } from '@tomaru/domain/enums';
import { PREFECTURES } from '@tomaru/domain/lists/prefectures';
import type { Lang } from '@tomaru/ui/lang';
import type { FormEvent, ReactNode } from 'react';
import { genderLabel, phoneTypeLabel } from '../messages';
import type { FlowState, PersonForm } from '../model/flow-state';
import { FieldError, invalidProps } from './field-error';

type FieldsProps = {
  who: 'user' | 'lodger';
  person: PersonForm;
  onChange: (person: PersonForm) => void;
  lang: Lang;
  errors: Record<string, string>;
  /** The booker gives everything; the lodger only names, contact and address. */
  full: boolean;
  /** Inserted after the e-mail address (the booker's confirmation field). */
  afterMail?: ReactNode;
};

/** A person's fields: names (katakana too in Japanese, Latin letters otherwise), contact, address. */
function PersonFields({ who, person, onChange, lang, errors, full, afterMail }: FieldsProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<PersonForm>) => onChange({ ...person, ...patch });
  const input = (
    name: keyof PersonForm,
    label: string,
    extra: {
      type?: string;
      autoComplete?: string;
      hint?: string;
      inputMode?: 'tel' | 'numeric' | 'email';
    } = {},
  ) => {
    const key = `${who}.${name}`;
    const id = `bk-${who}-${name}`;
    const error = errors[key];
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {extra.hint ? (
          <p className="bk-hint" id={`${id}-hint`}>
            {extra.hint}
          </p>
        ) : null}
        <input
          id={id}
          name={name}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          value={person[name]}
          onChange={(e) => set({ [name]: e.target.value } as Partial<PersonForm>)}
          {...(error ? invalidProps(key, error) : extra.hint ? { 'aria-describedby': `${id}-hint` } : {})}
        />
        <FieldError name={key} code={error} />
      </div>
    );
  };
  const select = (name: keyof PersonForm, label: string, options: [string, string][], emptyLabel: string) => {
    const key = `${who}.${name}`;
    const id = `bk-${who}-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={person[name]}
          onChange={(e) => set({ [name]: e.target.value } as Partial<PersonForm>)}
          {...invalidProps(key, errors[key])}
        >
          <option value="">{emptyLabel}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <FieldError name={key} code={errors[key]} />
      </div>
    );
  };
  const ja = lang === 'ja';
  const latinHint = ja ? undefined : t`ローマ字（半角英字）で入力してください。`;
  const phoneTypes = PHONE_TYPES.map((p): [string, string] => [p, phoneTypeLabel(i18n, p)]);
  const telHint = t`例：090-1234-5678 / +1 415 555 0100`;
  return (
    <>
      <div className="bk-row">
        {input('last_name', t`姓`, {
          autoComplete: 'family-name',
          ...(latinHint ? { hint: latinHint } : {}),
        })}
        {input('first_name', t`名`, {
          autoComplete: 'given-name',
          ...(latinHint ? { hint: latinHint } : {}),
        })}
      </div>
      {ja ? (
        <div className="bk-row">
          {input('last_name_kana', t`セイ（全角カタカナ）`)}
          {input('first_name_kana', t`メイ（全角カタカナ）`)}
        </div>
      ) : null}
      {select(
        'gender',
        t`性別（任意）`,
        GENDERS.map((g) => [g, genderLabel(i18n, g)]),
        t`選択しない`,
      )}
      {input('mail1', t`メールアドレス`, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {afterMail}
      <div className="bk-row">
        {input('tel1', t`電話番号`, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: telHint })}
        {select('tel1_type', t`電話番号の種類`, phoneTypes, t`選択しない`)}
      </div>
      {full ? (
        <div className="bk-row">
          {input('tel2', t`電話番号2（任意）`, { type: 'tel', inputMode: 'tel', hint: telHint })}
          {select('tel2_type', t`電話番号2の種類`, phoneTypes, t`選択しない`)}
        </div>
      ) : null}
      {full
        ? input('postcode', t`郵便番号（任意）`, {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            hint: t`例：123-4567`,
          })
        : null}
      {select(
        'prefecture',
        t`都道府県（任意）`,
        PREFECTURES.map((p) => [p.code, p.names[lang]]),
        t`選択しない`,
      )}
      {input('address', t`住所（任意）`, { autoComplete: 'street-address' })}
      {full ? input('birthday', t`生年月日（任意）`, { type: 'date', autoComplete: 'bday' }) : null}
    </>
  );
}

type Props = {
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  lang: Lang;
  checkinTimes: string[];
  errors: Record<string, string>;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2: the booker, an optional different lodger, the check-in time and a note. */
export function CustomerStep({ state, update, lang, checkinTimes, errors, onBack, onNext }: Props) {
  const { t } = useLingui();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form className="bk" onSubmit={submit} noValidate>
      <fieldset className="card">
        <legend>
          <Trans>ご予約者</Trans>
        </legend>
        <div className="form">
          <PersonFields
            who="user"
            person={state.user}
            onChange={(user) => update({ user })}
            lang={lang}
            errors={errors}
            full
            afterMail={
              <div className="field">
                <label htmlFor="bk-mail-confirm">{t`メールアドレス（確認用）`}</label>
                <input
                  id="bk-mail-confirm"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  value={state.mail_confirm}
                  onChange={(e) => update({ mail_confirm: e.target.value })}
                  {...invalidProps('mail_confirm', errors.mail_confirm)}
                />
                <FieldError name="mail_confirm" code={errors.mail_confirm} />
              </div>
            }
          />
        </div>
      </fieldset>

      <div className="card">
        <label className="bk-check">
          <input
            type="checkbox"
            checked={state.lodger_differs}
            onChange={(e) => update({ lodger_differs: e.target.checked })}
          />
          <span>
            <Trans>ご予約者と宿泊される方が異なる</Trans>
          </span>
        </label>
        {state.lodger_differs ? (
          <fieldset>
            <legend>
              <Trans>宿泊者</Trans>
            </legend>
            <div className="form">
              <PersonFields
                who="lodger"
                person={state.lodger}
                onChange={(lodger) => update({ lodger })}
                lang={lang}
                errors={errors}
                full={false}
              />
            </div>
          </fieldset>
        ) : null}
      </div>

      <div className="card form">
        <div className="field">
          <label htmlFor="bk-checkin-time">{t`チェックイン予定時刻`}</label>
          <select
            id="bk-checkin-time"
            value={state.checkin_time}
            onChange={(e) => update({ checkin_time: e.target.value })}
            {...invalidProps('checkin_time', errors.checkin_time)}
          >
            <option value="">{t`選択してください`}</option>
            {checkinTimes.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
          <FieldError name="checkin_time" code={errors.checkin_time} />
        </div>
        <div className="field">
          <label htmlFor="bk-note">{t`ご要望・備考（任意）`}</label>
          <textarea
            id="bk-note"
            maxLength={1000}
            value={state.note}
            onChange={(e) => update({ note: e.target.value })}
            {...invalidProps('note', errors.note)}
          />
          <FieldError name="note" code={errors.note} />
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
    </form>
  );
}
