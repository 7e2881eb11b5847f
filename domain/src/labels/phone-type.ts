import type { PhoneType } from '../enums';
import type { LabelText } from './label-text';

/** The one name of each kind of phone number: screens and the Japanese CSV (decisions 025, 057). */
export const PHONE_TYPE_LABELS = {
  cellphone: /*i18n*/ { id: 'phone_type.cellphone', message: '携帯電話' },
  home: /*i18n*/ { id: 'phone_type.home', message: '自宅' },
  work: /*i18n*/ { id: 'phone_type.work', message: '勤務先' },
} as const satisfies Record<PhoneType, LabelText>;
