import type { Gender } from '../enums';
import type { LabelText } from './label-text';

/** The one name of each gender a guest may give: screens and the Japanese CSV (decisions 025, 057). */
export const GENDER_LABELS = {
  man: /*i18n*/ { id: 'gender.man', message: '男性' },
  woman: /*i18n*/ { id: 'gender.woman', message: '女性' },
  other: /*i18n*/ { id: 'gender.other', message: 'その他' },
} as const satisfies Record<Gender, LabelText>;
