import { useLingui } from '@lingui/react/macro';
import { GENDERS, PHONE_TYPES } from '@tomaru/domain/enums';
import { PREFECTURES } from '@tomaru/domain/lists/prefectures';
import type { Lang } from '@tomaru/ui/lang';
import type { ReactNode } from 'react';
import { genderLabel, phoneTypeLabel } from '../messages';
import { type Form, PersonInput, PersonSelect } from './customer-inputs';

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
