import { setupI18n } from '@lingui/core';
import { ERROR_MESSAGES } from '@tomaru/domain/errors';
import { describe, expect, it } from 'vitest';
import { errorText, hasErrorText } from './error-text';

describe('error texts', () => {
  it('has the user’s words for every code the API can answer', () => {
    const missing = Object.keys(ERROR_MESSAGES).filter((code) => !hasErrorText(code));
    expect(missing, 'codes without words fall back to a general message').toEqual([]);
  });

  it('words a reservation not found for staff as a missing reservation, not a wrong e-mail', () => {
    const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } });
    expect(errorText(i18n, 'reservation_not_found')).toContain('メールアドレス');
    expect(errorText(i18n, 'reservation_not_found', 'staff')).toBe('この予約は見つかりません。');
  });

  it('gives a general message for a code it does not know', () => {
    const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } });
    expect(errorText(i18n, 'no_such_code')).toBe(errorText(i18n, 'internal_error'));
  });
});
