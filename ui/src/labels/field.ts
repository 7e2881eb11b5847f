import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type AuditField, auditFieldKey, isQualifier } from '@tomaru/domain/audit';
import { isLang } from '@tomaru/domain/languages';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import { LANGUAGE_LABELS } from './language';

/**
 * The name of every field a back-office save can change, as the change history and a form's failure
 * alert say it (decision 056): one word per field key, whatever the entity; ENTITY_FIELD_LABELS says
 * it better where an entity needs its own. A field added to AUDIT_FIELDS without a name here fails the
 * typecheck, and without five languages the labels test.
 */
const FIELD_LABELS = {
  languages: msg`対応言語`,
  name: msg`名称`,
  name_kana: msg`名称（カナ）`,
  postcode: msg`郵便番号`,
  prefecture: msg`都道府県`,
  address: msg`住所`,
  access: msg`アクセス`,
  description: msg`紹介文`,
  latitude: msg`緯度`,
  longitude: msg`経度`,
  tel: msg`電話番号`,
  email: msg`メールアドレス`,
  checkin_time: msg`チェックイン時刻`,
  checkout_time: msg`チェックアウト時刻`,
  receipt_issuer_name: msg`販売業者（領収書の発行者）`,
  invoice_registration_number: msg`適格請求書発行事業者登録番号`,
  spa_tax_per_adult: msg`入湯税（大人1名1泊）`,
  spa_tax_children_exempt: msg`子供の入湯税免除`,
  accommodation_tax_city: msg`宿泊税の自治体`,
  'legal.representative': msg`特定商取引法の表記：代表者`,
  'legal.tel': msg`特定商取引法の表記：電話番号`,
  'legal.email': msg`特定商取引法の表記：メールアドレス`,
  'legal.address': msg`特定商取引法の表記：所在地`,
  'legal.price_terms': msg`特定商取引法の表記：販売価格について`,
  'legal.payment_terms': msg`特定商取引法の表記：支払方法について`,
  status: msg`状態`,
  controller: msg`サイトコントローラー`,
  contact_email: msg`連絡先メールアドレス`,
  password: msg`パスワード`,
  sessions: msg`すべての端末からのログアウト`,
  hotel_memo: msg`ホテル用メモ`,
  cancel_fee: msg`キャンセル料`,
  names: msg`名称`,
  descriptions: msg`説明`,
  min_guests: msg`最小人数`,
  max_guests: msg`最大人数`,
  beds: msg`ベッド数`,
  size_m2: msg`広さ（㎡）`,
  smoking: msg`喫煙`,
  bed_types: msg`ベッドの種類`,
  amenities: msg`設備・アメニティ`,
  is_visible: msg`表示`,
  display_order: msg`並び順`,
  stock: msg`在庫数`,
  titles: msg`プラン名`,
  meal_type: msg`食事`,
  payment_mode: msg`支払方法`,
  room_ids: msg`販売する部屋`,
  sale_start: msg`販売開始日`,
  sale_end: msg`販売終了日`,
  book_days_ahead: msg`予約受付開始（日前）`,
  cutoff_days_before: msg`予約締切（日前）`,
  cutoff_time: msg`予約締切時刻`,
  min_nights: msg`最短泊数`,
  max_nights: msg`最長泊数`,
  checkin_times: msg`チェックイン時刻`,
  accepted_child_types: msg`受け入れる子供の区分`,
  cancel_policy: msg`キャンセル料`,
  change_deadline_days: msg`変更期限（日前）`,
  is_secret: msg`シークレットプラン`,
  secret_url: msg`URLキー`,
  members_only: msg`会員限定`,
  closed_dates: msg`販売しない日`,
  price: msg`料金`,
  child_price: msg`子供料金`,
  hex: msg`色`,
  color_id: msg`料金ランク`,
  age_from: msg`対象年齢（から）`,
  age_to: msg`対象年齢（まで）`,
  price_mode: msg`料金の決め方`,
  price_value: msg`料金`,
  uses_bed: msg`寝具`,
  with_meal: msg`食事`,
  kind: msg`割引の種類`,
  value: msg`割引額`,
  is_active: msg`有効`,
  texts: msg`質問文`,
  plan_id: msg`対象プラン`,
  mandatory: msg`回答必須`,
  choices: msg`選択肢`,
  unit_price: msg`単価`,
  price_unit: msg`料金の単位`,
  max_num: msg`最大数`,
  required: msg`必須`,
  stock_managed: msg`在庫管理`,
  plan_ids: msg`対象プラン`,
  date_from: msg`販売開始日`,
  date_to: msg`販売終了日`,
  target: msg`対象`,
  images: msg`写真（追加・削除・並び順）`,
  alt: msg`代替テキスト`,
  stay_from: msg`宿泊日（から）`,
  stay_to: msg`宿泊日（まで）`,
  opens_at: msg`予約開始日時`,
  enabled: msg`イプシロン決済`,
  contract_code: msg`契約番号`,
  st_code: msg`決済区分（st_code）`,
  fee_rate_bp: msg`手数料率（ベーシスポイント）`,
  fee_fixed: msg`1件あたりの手数料（円）`,
  transferred_amount: msg`送金済額`,
  transferred_on: msg`送金日`,
  memo: msg`メモ`,
  bank_name: msg`銀行名`,
  bank_code: msg`銀行コード（4桁）`,
  branch_name: msg`支店名`,
  branch_code: msg`支店コード（3桁）`,
  account_type: msg`口座種別`,
  account_number: msg`口座番号（7桁）`,
  account_holder_kana: msg`口座名義（全角カナ）`,
} satisfies Record<AuditField, MessageDescriptor>;

/** Where an entity's field needs its own word (a hotel's name is its ホテル名). */
const ENTITY_FIELD_LABELS: Partial<Record<AuditEntity, Partial<Record<AuditField, MessageDescriptor>>>> = {
  hotel: {
    name: msg`ホテル名`,
    name_kana: msg`ホテル名（カナ）`,
    description: msg`ホテル紹介`,
    status: msg`公開状態`,
  },
  plan: { descriptions: msg`プラン説明` },
  room: { names: msg`部屋名`, descriptions: msg`部屋の説明` },
  colors: { name: msg`料金ランク名` },
  child_types: { names: msg`区分名`, price_value: msg`料金（％または円）` },
  additional_option: { names: msg`オプション名` },
};

const isFieldKey = (key: string): key is AuditField => Object.hasOwn(FIELD_LABELS, key);

/** The label of a field key (of `entity` when given), if the table has one. */
export function fieldLabel(key: string, entity?: AuditEntity): MessageDescriptor | undefined {
  if (!isFieldKey(key)) return undefined;
  return (entity && ENTITY_FIELD_LABELS[entity]?.[key]) ?? FIELD_LABELS[key];
}

/**
 * A changed or refused field's path in words: the field's label, then which one in brackets (the
 * language's name, the date, the number). Undefined when no label is known for it.
 * @example fieldPathName(i18n, 'names.en', 'room') // '部屋名（英語）'; ('1.names.ja', 'child_types') // '区分名（1・日本語）'
 */
export function fieldPathName(i18n: I18n, path: string, entity?: AuditEntity): string | undefined {
  const segments = path.split('.');
  const words = segments.filter((s) => !isQualifier(s));
  // A form's path (`child_types.0.names.en`) names its field last; an audit path may carry a prefix.
  const key = entity ? auditFieldKey(entity, path) : words.join('.');
  const label =
    fieldLabel(key, entity) ??
    words.map((_, i) => fieldLabel(words.slice(i).join('.'), entity)).find((found) => found !== undefined);
  if (!label) return undefined;
  const which = segments
    .filter(isQualifier)
    .map((s) => {
      if (isLang(s)) return i18n._(LANGUAGE_LABELS[s]);
      // A form's list index counts from 1 for the clerk; an audit path's number is an id or a type.
      if (/^\d+$/.test(s)) return entity ? s : String(Number(s) + 1);
      return s.replace(/^[a-z]+_/, ''); // `room_101`: the room's id
    })
    .join('・');
  const name = i18n._(label);
  return which === '' ? name : i18n._(msg`${name}（${which}）`);
}
