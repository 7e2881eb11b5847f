import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChangeRules } from '@tomaru/domain/reservations/online-rules';

/** Why a guest cannot change a reservation online: one sentence per reason of the change rules (decision 025). */
export const CHANGE_REASON_LABELS = {
  deadline_passed: msg`変更期限を過ぎているため、オンラインでは変更できません。施設へ直接お問い合わせください。`,
  cancel_fee_applies: msg`変更期限を過ぎているため、オンラインでは変更できません。施設へ直接お問い合わせください。`,
  prepaid: msg`事前決済の予約はオンラインで変更できません。キャンセルのうえ、改めてご予約ください。`,
  jtb: msg`JTB事前決済の予約はオンラインで変更・キャンセルできません。施設へお問い合わせください。`,
  canceled: msg`この予約はキャンセル済みのため、変更できません。`,
} as const satisfies Record<NonNullable<ChangeRules['reason']>, MessageDescriptor>;
