import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHILD_TYPE_NUMBERS } from '@tomaru/domain/enums';
import type { Occupancy } from '../model/flow-state';

/**
 * One room's guests in words, e.g. "大人（男性）1名、大人（女性）1名、小学生高学年 1名".
 * `childNames` maps a child type number to the hotel's name for it.
 */
export function partyText(i18n: I18n, room: Occupancy, childNames: Record<string, string>): string {
  const parts: string[] = [];
  const count = (label: string, n: number) => i18n._(msg`${label} ${n}名`);
  if (room.male_num) parts.push(count(i18n._(msg`大人（男性）`), room.male_num));
  if (room.female_num) parts.push(count(i18n._(msg`大人（女性）`), room.female_num));
  for (const n of CHILD_TYPE_NUMBERS) {
    const num = room[`child_type_${n}`];
    if (num) parts.push(count(childNames[String(n)] || i18n._(msg`子供`), num));
  }
  return parts.join(i18n._(msg`、`));
}
