import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lang } from '@tomaru/ui/lang';

/** Each language's own name, as the tab and the checkbox say it (the clerk reads Japanese). */
export const LANG_LABELS: Record<Lang, MessageDescriptor> = {
  ja: msg`日本語`,
  en: msg`英語`,
  ko: msg`韓国語`,
  'zh-CN': msg`中国語（簡体字）`,
  'zh-TW': msg`中国語（繁体字）`,
};

/** The history's names for the fields a hotel save can change (a dotted path's first part). */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  languages: msg`対応言語`,
  name: msg`ホテル名`,
  name_kana: msg`ホテル名（カナ）`,
  postcode: msg`郵便番号`,
  prefecture: msg`都道府県`,
  address: msg`住所`,
  access: msg`アクセス`,
  description: msg`ホテル紹介`,
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
  legal: msg`特定商取引法に基づく表記`,
  status: msg`公開状態`,
  controller: msg`サイトコントローラー`,
};
