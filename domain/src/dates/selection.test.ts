import { describe, expect, it } from 'vitest';
import { selectDates, weekdayOf } from './selection';

describe('selectDates', () => {
  it('chooses every night of the range when no filter is given', () => {
    expect(selectDates('2027-01-01', '2027-01-03', {})).toEqual(['2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('chooses the weekdays asked for, Sunday being 0', () => {
    expect(weekdayOf('2027-01-03'), '2027-01-03 is a Sunday').toBe(0);
    expect(selectDates('2027-01-01', '2027-01-10', { weekdays: [0, 6] })).toEqual([
      '2027-01-02',
      '2027-01-03',
      '2027-01-09',
      '2027-01-10',
    ]);
  });

  it('adds public holidays and the days before them to the weekdays chosen', () => {
    // 2027-01-11 is 成人の日 (a Monday); its eve is Sunday the 10th; Saturday the 9th is a 休前日 too.
    expect(selectDates('2027-01-05', '2027-01-12', { holidays: true })).toEqual(['2027-01-11']);
    expect(selectDates('2027-01-05', '2027-01-12', { holiday_eves: true })).toEqual([
      '2027-01-09',
      '2027-01-10',
    ]);
    expect(selectDates('2027-01-05', '2027-01-12', { weekdays: [3], holidays: true })).toEqual([
      '2027-01-06',
      '2027-01-11',
    ]);
  });

  it('chooses nothing when only an empty weekday list is given', () => {
    expect(selectDates('2027-01-01', '2027-01-07', { weekdays: [] })).toEqual([]);
  });
});
