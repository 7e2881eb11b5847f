import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  calendarBody,
  roomStocksQuery as guestRoomStocksQuery,
  plansQuery,
  priceStocksBody,
} from './catalog';
import { updateTransferBody } from './epsilon';
import { optionStocksQuery, updateOptionStocksBody } from './options';
import { colorDatesQuery, updateColorDatesBody } from './prices';
import { roomStocksAllQuery, roomStocksQuery, updateRoomStocksBody } from './rooms';
import { createSeasonCeilingBody, updateSeasonCeilingBody } from './season-ceilings';
import { daysFromTo, stayDate } from './stay-dates';

/** Dates shaped YYYY-MM-DD that name no day this product takes (issue 21 #2). */
const IMPOSSIBLE = ['2027-02-30', '0000-00-00', '2027-13-01', '2027-04-31', '2026-02-29', '0001-01-01'];

/**
 * Every schema whose checks compare or count two dates, a valid input, and the date fields to spoil.
 * Such a check runs even when a date has its own issue; it used to count days with a function that
 * throws on a date that does not exist, so the call answered 500 instead of the date's message.
 */
const schemas: [string, v.GenericSchema, Record<string, unknown>, string[]][] = [
  [
    'createseasonceiling',
    createSeasonCeilingBody,
    { hotel_id: 1, stay_from: '2027-03-01', stay_to: '2027-03-31', opens_at: '2027-01-10T10:00' },
    ['stay_from', 'stay_to', 'opens_at'],
  ],
  [
    'updateseasonceiling',
    updateSeasonCeilingBody,
    {
      season_ceiling_id: 1,
      hotel_id: 1,
      stay_from: '2027-03-01',
      stay_to: '2027-03-31',
      opens_at: '2027-01-10T10:00',
    },
    ['stay_from', 'stay_to'],
  ],
  [
    'getplans',
    plansQuery,
    { hotel_id: '1', checkin: '2027-03-01', checkout: '2027-03-03' },
    ['checkin', 'checkout'],
  ],
  [
    'getroomstocks',
    guestRoomStocksQuery,
    { hotel_id: '1', room_id: '1', from: '2027-03-01', to: '2027-03-03' },
    ['from', 'to'],
  ],
  ['getcalendar', calendarBody, { hotel_id: 1, plan_id: 1, room_id: 1, from: '2027-03-01' }, ['from']],
  ['getpricestocks', priceStocksBody, { hotel_id: 1, from: '2027-03-01' }, ['from']],
  ['getcolordates', colorDatesQuery, { hotel_id: '1', from: '2027-03-01', to: '2027-03-03' }, ['from', 'to']],
  [
    'updatecolordates',
    updateColorDatesBody,
    { hotel_id: 1, from: '2027-03-01', to: '2027-03-03', color_id: 1 },
    ['from', 'to'],
  ],
  [
    'getadditionaloptionstocks',
    optionStocksQuery,
    { hotel_id: '1', additional_option_id: '1', from: '2027-03-01', to: '2027-03-03' },
    ['from', 'to'],
  ],
  [
    'updateadditionaloptionstocks',
    updateOptionStocksBody,
    { hotel_id: 1, additional_option_id: 1, from: '2027-03-01', to: '2027-03-03', stock: 1 },
    ['from', 'to'],
  ],
  [
    'staff getroomstocks',
    roomStocksQuery,
    { hotel_id: '1', room_id: '1', from: '2027-03-01', to: '2027-03-03' },
    ['from', 'to'],
  ],
  [
    'getroomstocksall',
    roomStocksAllQuery,
    { hotel_id: '1', from: '2027-03-01', to: '2027-03-03' },
    ['from', 'to'],
  ],
  [
    'updateroomstocks',
    updateRoomStocksBody,
    { hotel_id: 1, room_id: 1, from: '2027-03-01', to: '2027-03-03', stock: 1 },
    ['from', 'to'],
  ],
  [
    'updatereservationtransfers',
    updateTransferBody,
    { hotel_id: 1, period: '2027-02', transferred_amount: 1, transferred_on: '2027-03-01', memo: '' },
    ['transferred_on'],
  ],
];

describe('dates that do not exist', () => {
  it('are refused by the date every schema uses, from 1900 on', () => {
    for (const date of IMPOSSIBLE) expect(v.is(stayDate, date), date).toBe(false);
    expect(v.is(stayDate, '2028-02-29')).toBe(true);
    expect(v.is(stayDate, '1900-01-01')).toBe(true);
  });

  it('are not counted: daysFromTo answers only for two calendar dates', () => {
    expect(daysFromTo('2027-02-01', '2027-02-03')).toBe(2);
    expect(daysFromTo('2027-02-30', '2027-03-01')).toBeUndefined();
    expect(daysFromTo('2027-03-01', '0000-00-00')).toBeUndefined();
  });

  it.each(schemas)(
    '%s refuses each of them with invalid_date on the field, never throws',
    (_name, schema, valid, fields) => {
      expect(v.safeParse(schema, valid).issues, 'the valid input').toBeUndefined();
      for (const field of fields) {
        for (const date of IMPOSSIBLE) {
          const spoilt = field === 'opens_at' ? `${date}T10:00` : date;
          const parsed = v.safeParse(schema, { ...valid, [field]: spoilt });
          expect(parsed.success, `${field} = ${spoilt}`).toBe(false);
          expect(
            parsed.issues?.map((i) => i.message),
            `${field} = ${spoilt}`,
          ).toContain('invalid_date');
        }
      }
    },
  );
});
