import { useLingui } from '@lingui/react/macro';
import { GENDERS, PHONE_TYPES } from '@tomaru/domain/enums';
import { PREFECTURES, prefectureName } from '@tomaru/domain/lists/prefectures';
import { useErrorText } from '@tomaru/ui/error-text';
import { Field, type FieldErrors } from '@tomaru/ui/form';
import { GENDER_LABELS } from '@tomaru/ui/labels/gender';
import { PHONE_TYPE_LABELS } from '@tomaru/ui/labels/phone-type';
import { LANGS, type Lang, useLang } from '@tomaru/ui/lang';
import type { ReactNode } from 'react';

/** The profile form's values as typed (every field a string; empty = not given). */
export type ProfileValues = Record<
  | 'last_name'
  | 'first_name'
  | 'last_name_kana'
  | 'first_name_kana'
  | 'gender'
  | 'tel1'
  | 'tel1_type'
  | 'tel2'
  | 'tel2_type'
  | 'postcode'
  | 'prefecture'
  | 'address'
  | 'birthday'
  | 'lang',
  string
>;

export const emptyProfile = (lang: Lang): ProfileValues => ({
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  gender: '',
  tel1: '',
  tel1_type: '',
  tel2: '',
  tel2_type: '',
  postcode: '',
  prefecture: '',
  address: '',
  birthday: '',
  lang,
});

/** The values in the shape of the shared schema: unset choices left out. */
export function profileInput(p: ProfileValues): Record<string, string> {
  const out: Record<string, string> = { ...p };
  for (const k of ['gender', 'tel1_type', 'tel2_type'] as const) if (!out[k]) delete out[k];
  return out;
}

const LANG_NAMES: Record<Lang, string> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** The profile fields' labels, in the guest's language: on the fields, and in the failure alert. */
export function useProfileLabels(): Record<keyof ProfileValues, string> {
  const { t } = useLingui();
  return {
    lang: t`ご利用言語`,
    last_name: t`姓`,
    first_name: t`名`,
    last_name_kana: t`姓（フリガナ）`,
    first_name_kana: t`名（フリガナ）`,
    gender: t`性別`,
    tel1: t`電話番号`,
    tel1_type: t`電話番号の種類`,
    tel2: t`電話番号2`,
    tel2_type: t`電話番号2の種類`,
    postcode: t`郵便番号`,
    prefecture: t`都道府県`,
    address: t`住所`,
    birthday: t`生年月日`,
  };
}

/** The member's profile fields (the booker's fields of a reservation), each with its error. */
export function ProfileFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: ProfileValues;
  errors: FieldErrors;
  onChange: (next: ProfileValues) => void;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const lang = useLang();
  const labels = useProfileLabels();
  const set = (name: keyof ProfileValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [name]: e.target.value });
  const err = (name: string) => (errors[name] ? errorText(errors[name]) : undefined);
  const kanaNeeded = values.lang === 'ja';
  const text = (
    name: keyof ProfileValues,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      required={options.required ?? false}
      error={err(name)}
      hint={options.hint}
    >
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={values[name]}
          onChange={set(name)}
        />
      )}
    </Field>
  );
  const phoneTypes = (
    <>
      <option value="">{t`選択してください`}</option>
      {PHONE_TYPES.map((p) => (
        <option key={p} value={p}>
          {i18n._(PHONE_TYPE_LABELS[p])}
        </option>
      ))}
    </>
  );
  const select = (name: keyof ProfileValues, label: string, children: ReactNode, required = false) => (
    <Field id={`${idPrefix}-${name}`} label={label} required={required} error={err(name)}>
      {(aria) => (
        <select {...aria} name={name} value={values[name]} onChange={set(name)}>
          {children}
        </select>
      )}
    </Field>
  );

  const telHint = t`例：090-1234-5678 / +1 415 555 0100`;
  return (
    <fieldset className="fieldset">
      <legend>{t`会員情報`}</legend>
      {select(
        'lang',
        labels.lang,
        LANGS.map((l) => (
          <option key={l} value={l}>
            {LANG_NAMES[l]}
          </option>
        )),
        true,
      )}
      <div className="field-pair">
        {text('last_name', labels.last_name, { required: true, autoComplete: 'family-name' })}
        {text('first_name', labels.first_name, { required: true, autoComplete: 'given-name' })}
      </div>
      <div className="field-pair">
        {text('last_name_kana', labels.last_name_kana, { required: kanaNeeded })}
        {text('first_name_kana', labels.first_name_kana, { required: kanaNeeded })}
      </div>
      {select(
        'gender',
        labels.gender,
        <>
          <option value="">{t`選択してください`}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {i18n._(GENDER_LABELS[g])}
            </option>
          ))}
        </>,
      )}
      <div className="field-pair">
        {text('tel1', labels.tel1, { required: true, type: 'tel', autoComplete: 'tel', hint: telHint })}
        {select('tel1_type', labels.tel1_type, phoneTypes)}
      </div>
      <div className="field-pair">
        {text('tel2', labels.tel2, { type: 'tel', hint: telHint })}
        {select('tel2_type', labels.tel2_type, phoneTypes)}
      </div>
      {text('postcode', labels.postcode, { autoComplete: 'postal-code', hint: t`例: 123-4567` })}
      {select(
        'prefecture',
        labels.prefecture,
        <>
          <option value="">{t`選択してください`}</option>
          {PREFECTURES.map((p) => (
            <option key={p.code} value={p.code}>
              {prefectureName(p.code, lang)}
            </option>
          ))}
        </>,
      )}
      {text('address', labels.address, { autoComplete: 'street-address' })}
      {text('birthday', labels.birthday, { type: 'date', autoComplete: 'bday' })}
    </fieldset>
  );
}
