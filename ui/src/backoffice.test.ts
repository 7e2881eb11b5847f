import { describe, expect, it } from 'vitest';
import { hotelNameIn } from './backoffice';

describe('hotelNameIn', () => {
  const hotel = {
    hotel_id: 1,
    name: 'トマルホテル東京',
    chain_id: 1,
    texts: { ja: { name: 'トマルホテル東京' }, en: { name: 'Tomaru Hotel Tokyo' }, ko: { name: '' } },
  };

  it('names the hotel in the page’s language where the hotel wrote that name', () => {
    expect(hotelNameIn(hotel, 'en'), 'an English dashboard shows the English name').toBe(
      'Tomaru Hotel Tokyo',
    );
  });

  it('falls back to the Japanese name where the language has none or is empty', () => {
    expect(hotelNameIn(hotel, 'ko')).toBe('トマルホテル東京');
    expect(hotelNameIn(hotel, 'zh-TW')).toBe('トマルホテル東京');
    expect(hotelNameIn({ hotel_id: 2, name: '旅館', chain_id: 0 }, 'en')).toBe('旅館');
  });
});
