import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PREFECTURES, type PrefectureCode } from '@tomaru/domain/lists/prefectures';
import { ACCOMMODATION_TAX_CITIES, updateHotelInfoBody } from '@tomaru/domain/schemas/hotel-info';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { ACCOMMODATION_TAX_CITY_LABELS } from '@tomaru/ui/labels/accommodation-tax-city';
import { LANGUAGE_LABELS } from '@tomaru/ui/labels/language';
import { LANGS, type Lang, useLang } from '@tomaru/ui/lang';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { useState } from 'react';
import { get } from 'react-hook-form';
import { type HotelInfo, hotelInfoQuery, updateHotelInfo } from '../api/hotel-info';
import { OptionalNumberField, SelectField, TextAreaField } from './fields';
import { PostcodeLookup } from './postcode-lookup';

/** The texts guests read in each language; one tab per language the hotel offers. */
const LOCALIZED = [
  'name',
  'address',
  'access',
  'description',
  'legal.address',
  'legal.price_terms',
  'legal.payment_terms',
] as const;

/** The form's values: what gethotelinfo answered (the stored prefecture passed the same schema's picklist). */
const valuesOf = (hotel: HotelInfo) => ({ ...hotel, prefecture: hotel.prefecture as PrefectureCode });

/**
 * Everything guests, mails, receipts and the law read about the hotel, saved with updatehotelinfo
 * (the body is what gethotelinfo answered, as edited). After a save the form holds the saved row, so
 * a second save carries its new updated_at.
 */
export function HotelInfoForm({
  hotel,
  onNameChanged,
}: {
  hotel: HotelInfo;
  /** After a save that renamed the hotel (the frame's title shows the name to viewers). */
  onNameChanged?: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer } = useBackOffice();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [tab, setTab] = useState<Lang>('ja');
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateHotelInfo>[1]) => updateHotelInfo(viewer, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(hotelInfoQuery(viewer, answer.hotel_id).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: ['history', 'hotel', viewer, answer.hotel_id] });
      if (answer.name.ja !== hotel.name.ja) await onNameChanged?.();
    },
  });
  const form = useSchemaForm(updateHotelInfoBody, {
    defaultValues: valuesOf(hotel),
    onSubmit: async (values) => {
      setSaved(false);
      const answer = await save.mutateAsync(values);
      form.reset(valuesOf(answer));
      setSaved(true);
    },
  });
  const languages = form.watch('languages') ?? ['ja'];
  const offered = LANGS.filter((l) => languages.includes(l));
  const shown: Lang = offered.includes(tab) ? tab : 'ja';
  const hasError = (l: Lang) => LOCALIZED.some((f) => get(form.formState.errors, `${f}.${l}`) !== undefined);

  function toggleLanguage(l: Lang, on: boolean) {
    const next = LANGS.filter((x) => x === 'ja' || (x === l ? on : languages.includes(x)));
    form.setValue('languages', next, { shouldDirty: true });
  }

  return (
    <SchemaFormView form={form} className="form hotel-form" aria-label={t`ホテル情報`}>
      <fieldset className="hotel-form__group">
        <legend>
          <Trans>対応言語</Trans>
        </legend>
        <p className="field__hint">
          <Trans>お客様のページとメールに使う言語です。日本語は必須です。</Trans>
        </p>
        <div className="hotel-form__checks">
          {LANGS.map((l) => (
            <label key={l} className="hotel-form__check">
              <input
                type="checkbox"
                checked={languages.includes(l)}
                disabled={l === 'ja'}
                onChange={(e) => toggleLanguage(l, e.target.checked)}
              />{' '}
              {i18n._(LANGUAGE_LABELS[l])}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="hotel-form__group">
        <legend>
          <Trans>言語ごとの表示</Trans>
        </legend>
        <div role="tablist" className="hotel-form__tabs" aria-label={t`表示言語`}>
          {offered.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              id={`hotel-tab-${l}`}
              aria-controls={`hotel-panel-${l}`}
              aria-selected={shown === l}
              className={`hotel-form__tab${shown === l ? ' is-active' : ''}${hasError(l) ? ' has-error' : ''}`}
              onClick={() => setTab(l)}
            >
              {i18n._(LANGUAGE_LABELS[l])}
              {hasError(l) ? (
                <span role="img" aria-label={t`入力に誤りがあります`}>
                  {' '}
                  ⚠
                </span>
              ) : null}
            </button>
          ))}
        </div>
        {offered.map((l) => (
          <div
            key={l}
            role="tabpanel"
            id={`hotel-panel-${l}`}
            aria-labelledby={`hotel-tab-${l}`}
            hidden={shown !== l}
            lang={l}
          >
            <TextField form={form} name={`name.${l}`} label={t`ホテル名`} required={l === 'ja'} />
            <TextField form={form} name={`address.${l}`} label={t`住所（番地・建物名）`} />
            <TextAreaField form={form} name={`access.${l}`} label={t`アクセス`} />
            <TextAreaField form={form} name={`description.${l}`} label={t`ホテル紹介`} rows={6} />
            <TextField form={form} name={`legal.address.${l}`} label={t`特定商取引法：所在地`} />
            <TextAreaField
              form={form}
              name={`legal.price_terms.${l}`}
              label={t`特定商取引法：販売価格・追加費用`}
            />
            <TextAreaField
              form={form}
              name={`legal.payment_terms.${l}`}
              label={t`特定商取引法：支払方法・時期`}
            />
          </div>
        ))}
      </fieldset>

      <fieldset className="hotel-form__group">
        <legend>
          <Trans>所在地と連絡先</Trans>
        </legend>
        <TextField
          form={form}
          name="name_kana"
          label={t`ホテル名（カナ）`}
          hint={t`全角カタカナで入力してください。`}
        />
        <TextField
          form={form}
          name="postcode"
          label={t`郵便番号`}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <PostcodeLookup
          read={() => form.getValues('postcode') ?? ''}
          write={(postcode) => form.setValue('postcode', postcode, { shouldDirty: true })}
          apply={(found) => {
            form.setValue('postcode', found.postcode, { shouldDirty: true });
            form.setValue('prefecture', found.prefecture, { shouldDirty: true });
            form.setValue('address.ja', `${found.city}${found.town}`, { shouldDirty: true });
          }}
        />
        <SelectField
          form={form}
          name="prefecture"
          label={t`都道府県`}
          required
          options={PREFECTURES.map((p) => ({ value: p.code, label: p.names[lang] }))}
        />
        <div className="hotel-form__pair">
          <OptionalNumberField
            form={form}
            name="latitude"
            label={t`地図の位置：緯度`}
            hint={t`例：35.6812`}
          />
          <OptionalNumberField
            form={form}
            name="longitude"
            label={t`地図の位置：経度`}
            hint={t`例：139.7671`}
          />
        </div>
        <TextField form={form} name="tel" label={t`電話番号`} type="tel" required autoComplete="tel" />
        <TextField
          form={form}
          name="email"
          label={t`メールアドレス`}
          type="email"
          required
          hint={t`予約の通知もこのアドレスに届きます。`}
        />
        <div className="hotel-form__pair">
          <TextField form={form} name="checkin_time" label={t`チェックイン時刻`} type="time" required />
          <TextField form={form} name="checkout_time" label={t`チェックアウト時刻`} type="time" required />
        </div>
      </fieldset>

      <fieldset className="hotel-form__group">
        <legend>
          <Trans>特定商取引法に基づく表記・領収書</Trans>
        </legend>
        <TextField form={form} name="receipt_issuer_name" label={t`販売業者（領収書の発行者）`} required />
        <TextField form={form} name="legal.representative" label={t`代表者（運営責任者）`} required />
        <TextField form={form} name="legal.tel" label={t`特定商取引法：電話番号`} type="tel" />
        <TextField form={form} name="legal.email" label={t`特定商取引法：メールアドレス`} type="email" />
        <TextField
          form={form}
          name="invoice_registration_number"
          label={t`適格請求書発行事業者登録番号`}
          hint={t`T と13桁の数字（例：T1234567890123）。登録していなければ空欄にします。`}
          autoComplete="off"
        />
      </fieldset>

      <fieldset className="hotel-form__group">
        <legend>
          <Trans>税</Trans>
        </legend>
        <TextField
          form={form}
          name="spa_tax_per_adult"
          label={t`入湯税（大人1名1泊、円）`}
          number
          type="number"
          min={0}
          inputMode="numeric"
          hint={t`入湯税がなければ 0 にします。`}
        />
        <label className="hotel-form__check">
          <input type="checkbox" {...form.register('spa_tax_children_exempt')} />{' '}
          <Trans>子供の入湯税を免除する</Trans>
        </label>
        <SelectField
          form={form}
          name="accommodation_tax_city"
          label={t`宿泊税の自治体`}
          options={ACCOMMODATION_TAX_CITIES.map((c) => ({
            value: c,
            label: ACCOMMODATION_TAX_CITY_LABELS[c],
          }))}
        />
      </fieldset>

      <div className="hotel-form__actions">
        <SubmitButton form={form}>
          <Trans>ホテル情報を保存</Trans>
        </SubmitButton>
      </div>
      <div role="status">
        {saved && !form.formState.isDirty ? (
          <p className="hotel-form__ok" data-testid="hotel-info-saved">
            <Trans>ホテル情報を保存しました。</Trans>
          </p>
        ) : null}
      </div>
    </SchemaFormView>
  );
}
