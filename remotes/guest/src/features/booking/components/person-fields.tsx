import { useLingui } from '@lingui/react/macro';
import { GENDERS, PHONE_TYPES } from '@tomaru/domain/enums';
import { PREFECTURES } from '@tomaru/domain/lists/prefectures';
import type { Lang } from '@tomaru/ui/lang';
import { type SchemaForm, useFieldError } from '@tomaru/ui/schema-form';
import type { ReactNode } from 'react';
import { genderLabel, phoneTypeLabel } from '../messages';
import type { CustomerValues } from '../model/customer-form';
import type { PersonForm } from '../model/flow-state';

type Form = SchemaForm<CustomerValues, CustomerValues>;
type Name = `user.${keyof PersonForm}` | `lodger.${keyof PersonForm}` | 'mail_confirm';

/** Id of a field's error text, for aria-describedby. */
const errorId = (name: string) => `bk-err-${name.replaceAll('.', '-')}`;
/** The input's id: `bk-user-last_name` (e2e tests and labels find it by this). */
const inputId = (name: Name) => `bk-${name.replace('.', '-').replace('mail_confirm', 'mail-confirm')}`;

/** A labelled input of step 2, its error under it (from the schema or the server). */
export function PersonInput({
  form,
  name,
  label,
  hint,
  type,
  autoComplete,
  inputMode,
}: {
  form: Form;
  name: Name;
  label: string;
  hint?: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'email';
}) {
  const id = inputId(name);
  const error = useFieldError(form, name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="bk-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...form.register(name)}
        {...(error
          ? { 'aria-invalid': true, 'aria-describedby': errorId(name) }
          : hint
            ? { 'aria-describedby': `${id}-hint` }
            : {})}
      />
      {error ? (
        <p className="field__error" id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select of step 2 with an empty first choice. */
function PersonSelect({
  form,
  name,
  label,
  options,
  emptyLabel,
}: {
  form: Form;
  name: Name;
  label: string;
  options: [string, string][];
  emptyLabel: string;
}) {
  const id = inputId(name);
  const error = useFieldError(form, name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        // React selects the option itself (a value set by the form's ref is lost in some DOMs).
        defaultValue={form.getValues(name)}
        {...form.register(name)}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {})}
      >
        <option value="">{emptyLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A person's fields: names (katakana too in Japanese, Latin letters otherwise), contact, address. */
export function PersonFields({
  form,
  who,
  lang,
  full,
  afterMail,
}: {
  form: Form;
  who: 'user' | 'lodger';
  lang: Lang;
  /** The booker gives everything; the lodger only names, contact and address. */
  full: boolean;
  /** Inserted after the e-mail address (the booker's confirmation field). */
  afterMail?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const ja = lang === 'ja';
  const latinHint = ja ? undefined : t`ローマ字（半角英字）で入力してください。`;
  const phoneTypes = PHONE_TYPES.map((p): [string, string] => [p, phoneTypeLabel(i18n, p)]);
  const telHint = t`例：090-1234-5678 / +1 415 555 0100`;
  const none = t`選択しない`;
  return (
    <>
      <div className="bk-row">
        <PersonInput
          form={form}
          name={`${who}.last_name`}
          label={t`姓`}
          autoComplete="family-name"
          hint={latinHint}
        />
        <PersonInput
          form={form}
          name={`${who}.first_name`}
          label={t`名`}
          autoComplete="given-name"
          hint={latinHint}
        />
      </div>
      {ja ? (
        <div className="bk-row">
          <PersonInput form={form} name={`${who}.last_name_kana`} label={t`セイ（全角カタカナ）`} />
          <PersonInput form={form} name={`${who}.first_name_kana`} label={t`メイ（全角カタカナ）`} />
        </div>
      ) : null}
      <PersonSelect
        form={form}
        name={`${who}.gender`}
        label={t`性別（任意）`}
        options={GENDERS.map((g) => [g, genderLabel(i18n, g)])}
        emptyLabel={none}
      />
      <PersonInput
        form={form}
        name={`${who}.mail1`}
        label={t`メールアドレス`}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      {afterMail}
      <div className="bk-row">
        <PersonInput
          form={form}
          name={`${who}.tel1`}
          label={t`電話番号`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={telHint}
        />
        <PersonSelect
          form={form}
          name={`${who}.tel1_type`}
          label={t`電話番号の種類`}
          options={phoneTypes}
          emptyLabel={none}
        />
      </div>
      {full ? (
        <div className="bk-row">
          <PersonInput
            form={form}
            name={`${who}.tel2`}
            label={t`電話番号2（任意）`}
            type="tel"
            inputMode="tel"
            hint={telHint}
          />
          <PersonSelect
            form={form}
            name={`${who}.tel2_type`}
            label={t`電話番号2の種類`}
            options={phoneTypes}
            emptyLabel={none}
          />
        </div>
      ) : null}
      {full ? (
        <PersonInput
          form={form}
          name={`${who}.postcode`}
          label={t`郵便番号（任意）`}
          autoComplete="postal-code"
          inputMode="numeric"
          hint={t`例：123-4567`}
        />
      ) : null}
      <PersonSelect
        form={form}
        name={`${who}.prefecture`}
        label={t`都道府県（任意）`}
        options={PREFECTURES.map((p) => [p.code, p.names[lang]])}
        emptyLabel={none}
      />
      <PersonInput
        form={form}
        name={`${who}.address`}
        label={t`住所（任意）`}
        autoComplete="street-address"
      />
      {full ? (
        <PersonInput
          form={form}
          name={`${who}.birthday`}
          label={t`生年月日（任意）`}
          type="date"
          autoComplete="bday"
        />
      ) : null}
    </>
  );
}
