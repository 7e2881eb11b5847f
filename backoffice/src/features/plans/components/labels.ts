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
