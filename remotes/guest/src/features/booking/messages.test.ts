import { i18n } from '@lingui/core';
import { ApiError } from '@tomaru/ui/api';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './messages';

i18n.load('ja', {});
i18n.activate('ja');

describe('the guest’s words for a refused booking', () => {
  it('says from when, Japan time, dates whose bookings have not opened yet can be booked', () => {
    const error = new ApiError(409, 'booking_not_open_yet', '', [], { opens_at: '2027-01-05T10:00' });
    const text = apiErrorMessage(i18n, error);
    expect(text).toContain('まだ予約受付を開始していません');
    expect(text, 'the opening date and time').toMatch(
      /2027年1月5日.*10:00（日本時間）から予約を受け付けます/,
    );
  });

  it('gives any other code its own words only', () => {
    expect(apiErrorMessage(i18n, new ApiError(409, 'sold_out', ''))).toBe('ご指定の日程は満室です。');
  });
});
