// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HotelInfoPage } from './hotel-info-page';

afterEach(cleanup);
i18n.load('ja', {});
i18n.activate('ja');

const hotel = {
  hotel_id: 1,
  name: 'トマル京都',
  chain_id: 1,
  status: 'normal' as const,
  address: '京都府京都市',
  access: '駅から徒歩3分',
  checkin_time: '15:00',
  checkout_time: '11:00',
};

describe('hotel information page', () => {
  it("shows the hotel's name, address, access and times, and titles the page with its name", () => {
    render(
      <I18nProvider i18n={i18n}>
        <HotelInfoPage params={{ id: '1' }} hotel={hotel} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('トマル京都');
    expect(screen.getByText('駅から徒歩3分')).toBeTruthy();
    expect(screen.getByText('15:00')).toBeTruthy();
    expect(document.title).toBe('トマル京都 | Tomaru');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the hotel is paused', () => {
    render(
      <I18nProvider i18n={i18n}>
        <HotelInfoPage params={{ id: '1' }} hotel={{ ...hotel, status: 'pause', access: undefined }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('このホテルは現在予約を受け付けていません。');
    expect(screen.queryByText('アクセス')).toBeNull();
  });
});
