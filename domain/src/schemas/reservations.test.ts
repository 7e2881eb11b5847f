import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keywordTerms, searchReservationsCsvQuery, searchReservationsQuery } from './reservations';

describe('keywordTerms', () => {
  it('splits on any space and looks for each word as typed, normalised and in katakana', () => {
    expect(keywordTerms('さとう　太郎')).toEqual([
      { texts: ['さとう', 'サトウ'], digits: null },
      { texts: ['太郎'], digits: null },
    ]);
    expect(keywordTerms('ｻﾄｳ')).toEqual([{ texts: ['ｻﾄｳ', 'サトウ'], digits: null }]);
    expect(keywordTerms('ＳＡＴＯ')).toEqual([{ texts: ['ＳＡＴＯ', 'SATO'], digits: null }]);
  });

  it('treats a word made of digits, hyphens and brackets as a phone number', () => {
    expect(keywordTerms('090-1234-5678')[0]?.digits).toBe('09012345678');
    expect(keywordTerms('０９０ー１２３４')[0]?.digits).toBe('0901234');
    expect(keywordTerms('(03)1234')[0]?.digits).toBe('031234');
    expect(keywordTerms('+81-90-1')[0]?.digits).toBe('81901');
    expect(keywordTerms('ABC123')[0]?.digits).toBeNull();
  });

  it('uses at most five words', () => {
    expect(keywordTerms('a b c d e f g')).toHaveLength(5);
    expect(keywordTerms('   ')).toEqual([]);
  });
});

describe('searchReservationsQuery', () => {
  it('fills in the defaults and reads from/to as stay_from/stay_to', () => {
    const q = v.parse(searchReservationsQuery, {
      from: '2026-08-01',
      to: '2026-08-03',
      status: 'booking, canceled',
    });
    expect(q).toMatchObject({
      stay_from: '2026-08-01',
      stay_to: '2026-08-03',
      status: ['booking', 'canceled'],
      sort: 'created_at',
      order: 'desc',
      page: 1,
      per_page: 20,
    });
    expect(q).not.toHaveProperty('from');
  });

  it('prefers stay_from over from, and treats empty fields as absent', () => {
    const q = v.parse(searchReservationsQuery, {
      stay_from: '2026-08-02',
      from: '2026-08-01',
      hotel_id: '',
      keyword: ' ',
    });
    expect(q.stay_from).toBe('2026-08-02');
    expect(q.hotel_id).toBeUndefined();
    expect(q.keyword).toBeUndefined();
  });

  it('refuses a reversed range, an unknown status and a page size over 100', () => {
    const issues = (input: Record<string, string>) =>
      v.safeParse(searchReservationsQuery, input).issues?.map((i) => i.message);
    expect(issues({ stay_from: '2026-08-02', stay_to: '2026-08-01' })).toEqual(['invalid_range']);
    expect(issues({ booked_from: '2026-08-02', booked_to: '2026-08-01' })).toEqual(['invalid_range']);
    expect(issues({ status: 'waiting' })).toEqual(['invalid_value']);
    expect(issues({ per_page: '101' })).toEqual(['max_value']);
  });

  it('takes the encoding of the CSV, UTF-8 by default', () => {
    expect(v.parse(searchReservationsCsvQuery, {}).encoding).toBe('utf8');
    expect(v.parse(searchReservationsCsvQuery, { encoding: 'sjis' }).encoding).toBe('sjis');
    expect(v.safeParse(searchReservationsCsvQuery, { encoding: 'cp932' }).success).toBe(false);
  });
});
