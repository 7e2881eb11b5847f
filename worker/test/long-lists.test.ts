import {
  createAdditionalOption,
  createHotel,
  createPricedPlan,
  createQuestion,
} from '@tomaru/db/seed/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokyoDate } from './helpers';
import { bookableHotel, bookingBodyIn, testDb, type World } from './world';

/**
 * Issue 21 #1: D1 binds at most 100 parameters per statement, and a query that bound one per id,
 * date or row answered 500 once a list grew past it: `getminprices` with 98 hotel ids, a prefecture
 * of many hotels, a hotel of many plans, a long stay with many extras. Every list the data or a
 * request can make long goes into SQL as one parameter or in parts (decision 051).
 */
const PREFECTURE = 'JP-47';
const HOTELS_IN_PREFECTURE = 60;
const PLANS = 110;
const NIGHTS = 31;
const EXTRAS = 50;

let world: World;

beforeAll(async () => {
  const db = testDb();
  world = await bookableHotel({
    nights: 40,
    hotel: { prefecture: PREFECTURE },
    plan: { max_nights: NIGHTS },
  });
  for (let i = 1; i < PLANS; i++) await createPricedPlan(db, world);
  for (let i = 1; i < HOTELS_IN_PREFECTURE; i++) await createHotel(db, { prefecture: PREFECTURE });
}, 120_000);

describe('lists longer than one statement may bind', () => {
  it('gives the minimum price of as many hotels as the call takes (100)', async () => {
    const ids = [1, 2, 3, 4, ...Array.from({ length: 96 }, (_, i) => 10_000 + i)];
    const res = await call(`/api/getminprices?hotel_ids=${ids.join(',')}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.min_prices).toHaveLength(100);
    expect(res.json.min_prices[0]).toEqual({ hotel_id: 1, min_price: expect.any(Number) });
  });

  it(`gives the minimum price of a hotel selling ${PLANS} plans`, async () => {
    const res = await call(`/api/getminprices?hotel_ids=${world.hotel.hotel_id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.min_prices).toEqual([{ hotel_id: world.hotel.hotel_id, min_price: 10_000 }]);
  });

  it(`lists the ${HOTELS_IN_PREFECTURE} hotels of a prefecture with their minimum prices`, async () => {
    const res = await call(`/api/gethotels?prefecture=${PREFECTURE}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.hotels).toHaveLength(HOTELS_IN_PREFECTURE);
    const ours = res.json.hotels.find((h: { hotel_id: number }) => h.hotel_id === world.hotel.hotel_id);
    expect(ours.min_price).toBe(10_000);
  });

  it('searches the plans of a prefecture of many hotels', async () => {
    const stay = { checkin: world.from, checkout: tokyoDate(3) };
    const res = await call(
      `/api/searchplans?prefecture=${PREFECTURE}&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.plans, 'every plan of the one bookable hotel').toHaveLength(PLANS);
  });

  it(`books a stay of ${NIGHTS} nights with ${EXTRAS} extras and ${EXTRAS} answers`, async () => {
    const db = testDb();
    const { hotel_id } = world.hotel;
    const extras = [];
    const questions = [];
    for (let i = 0; i < EXTRAS; i++) {
      extras.push(await createAdditionalOption(db, { hotel_id }));
      questions.push(await createQuestion(db, { hotel_id }));
    }
    const body = bookingBodyIn(world, {
      checkin: world.from,
      checkout: tokyoDate(1 + NIGHTS),
      rooms: [{ male_num: 2 }],
      additional_options: extras.map((o) => ({ additional_option_id: o.additional_option_id, num: 1 })),
      answers: questions.map((q) => ({ question_id: q.question_id, choice_id: 1 })),
    });
    const res = await call('/api/book', { body });
    expect(res.status, res.text).toBe(201);
    const booked = await call(
      `/api/getbookingbycode?code=${res.json.display_id}&email=${encodeURIComponent(body.user.mail1)}`,
    );
    expect(booked.status, booked.text).toBe(200);
    expect(booked.json.reservation.additional_options ?? booked.json.additional_options).toHaveLength(EXTRAS);
  });
});
