import type { ReservationStatus } from '../enums';
import type { LabelText } from './label-text';

/** The one name of each reservation status: guest and back-office screens, and the Japanese CSV (decisions 025, 057). */
export const RESERVATION_STATUS_LABELS = {
  booking: /*i18n*/ { id: 'reservation_status.booking', message: '予約済み' },
  modified_canceled: /*i18n*/ { id: 'reservation_status.modified_canceled', message: '変更によりキャンセル' },
  canceled: /*i18n*/ { id: 'reservation_status.canceled', message: 'キャンセル済み' },
  payment_processing: /*i18n*/ { id: 'reservation_status.payment_processing', message: '決済手続き中' },
  payment_canceled: /*i18n*/ { id: 'reservation_status.payment_canceled', message: '決済失敗' },
} as const satisfies Record<ReservationStatus, LabelText>;
