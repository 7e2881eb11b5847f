import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMode } from '@tomaru/domain/enums';
import type { PlanWarningCode } from '@tomaru/domain/plans/plan-rules';
import type { PlanFilter } from '../plan-search';

export const PAYMENT_MODE_LABELS: Record<PaymentMode, MessageDescriptor> = {
  prepayment: msg`事前決済のみ`,
  both: msg`事前決済・現地払い`,
  local: msg`現地払いのみ`,
};

export const FILTER_LABELS: Record<PlanFilter, MessageDescriptor> = {
  all: msg`すべて`,
  visible: msg`公開中`,
  hidden: msg`非公開`,
  secret: msg`シークレット`,
};

/** What each warning tells the clerk to do; `count` dates from `date`. */
export const WARNING_LABELS: Record<PlanWarningCode, MessageDescriptor> = {
  sale_ended: msg({ message: '販売期間が終了しています（{date}まで）。' }),
  no_color: msg({ message: '料金ランク（色）のない販売日が{count}日あります（{date}から）。' }),
  no_price: msg({ message: '{room}：料金のない販売日が{count}日あります（{date}から）。' }),
  no_stock: msg({ message: '{room}：在庫のない販売日が{count}日あります（{date}から）。' }),
};

/** The history's names for the fields a plan save can change (a dotted path's first part). */
export const PLAN_FIELD_LABELS: Record<string, MessageDescriptor> = {
  titles: msg`プラン名`,
  descriptions: msg`プラン説明`,
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
  is_visible: msg`表示`,
  display_order: msg`並び順`,
};
