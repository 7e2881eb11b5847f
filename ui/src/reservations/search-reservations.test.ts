import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersFromSearch,
  filtersToApiQuery,
  filtersToCsvQuery,
  filtersToSearch,
  searchString,
  validateFilters,
} from './search-reservations';

describe('reservation filters in the URL and in the API query', () => {
  it('reads a bookmarked search back, ignoring unknown statuses, sorts and pages', () => {
    const f = filtersFromSearch({
      keyword: ' 佐藤 ',
      status: 'booking,nonsense,canceled,booking',
      stay_from: '2026-08-01',
      sort: 'hacked',
      order: 'sideways',
      page: '0',
    });
    expect(f.keyword).toBe('佐藤');
    expect(f.status).toEqual(['booking', 'canceled']);
    expect(f.stay_from).toBe('2026-08-01');
    expect(f.sort).toBe('created_at');
    expect(f.order).toBe('desc');
    expect(f.page).toBe(1);
    expect(filtersFromSearch({ sort: 'total_include_tax', order: 'asc', page: '3' })).toMatchObject({
      sort: 'total_include_tax',
      order: 'asc',
      page: 3,
    });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(searchString(EMPTY_FILTERS)).toBe('');
    const f = {
      ...EMPTY_FILTERS,
      keyword: '090-1234',
      status: ['booking' as const],
      plan_id: '101',
      page: 2,
    };
    expect(filtersToSearch(f)).toEqual({ keyword: '090-1234', status: 'booking', plan_id: '101', page: '2' });
    const qs = searchString(f);
    expect(qs).toBe('?plan_id=101&keyword=090-1234&status=booking&page=2');
    expect(filtersFromSearch(Object.fromEntries(new URLSearchParams(qs)))).toEqual(f);
  });

  it("sends every filter the API knows, the hotel screen's own hotel winning over the form", () => {
    const f = {
      ...EMPTY_FILTERS,
      hotel_id: '2',
      stay_from: '2026-08-01',
      stay_to: '2026-08-31',
      booked_from: '2026-07-01',
      status: ['booking' as const, 'canceled' as const],
      room_id: '101',
      keyword: 'sato',
      sort: 'stay_start_date' as const,
      order: 'asc' as const,
      page: 4,
    };
    expect(filtersToApiQuery(f, 1)).toEqual({
      hotel_id: '1',
      stay_from: '2026-08-01',
      stay_to: '2026-08-31',
      booked_from: '2026-07-01',
      booked_to: undefined,
      status: 'booking,canceled',
      plan_id: undefined,
      room_id: '101',
      keyword: 'sato',
      sort: 'stay_start_date',
      order: 'asc',
      page: '4',
      per_page: '20',
    });
    expect(filtersToApiQuery(f).hotel_id).toBe('2');
    expect(filtersToApiQuery({ ...f, hotel_id: '' }).hotel_id).toBeUndefined();
  });

  it('gives the CSV the same filters without sort and page, with the encoding', () => {
    const csv = filtersToCsvQuery({ ...EMPTY_FILTERS, keyword: 'sato', page: 3 }, 'sjis', 1);
    expect(csv).toMatchObject({ hotel_id: '1', keyword: 'sato', encoding: 'sjis' });
    expect(Object.keys(csv)).not.toContain('sort');
    expect(Object.keys(csv)).not.toContain('page');
    expect(Object.keys(csv), 'API names by default: no header parameter').not.toContain('header');
    expect(filtersToCsvQuery(EMPTY_FILTERS, 'utf8', 1, 'ja')).toMatchObject({ header: 'ja' });
  });

  it("checks the form with the API's schema: a range that ends before it starts is refused", () => {
    expect(validateFilters({ ...EMPTY_FILTERS, stay_from: '2026-08-10', stay_to: '2026-08-01' }, 1)).toEqual({
      stay_to: 'invalid_range',
    });
    expect(
      validateFilters({ ...EMPTY_FILTERS, booked_from: '2026-08-10', booked_to: '2026-08-01' }, 1),
    ).toEqual({
      booked_to: 'invalid_range',
    });
    expect(validateFilters({ ...EMPTY_FILTERS, stay_from: '2026-02-30' }, 1)).toHaveProperty('stay_from');
    expect(validateFilters({ ...EMPTY_FILTERS, keyword: 'x'.repeat(101) }, 1)).toEqual({
      keyword: 'max_length',
    });
    expect(validateFilters({ ...EMPTY_FILTERS, stay_from: '2026-08-01', stay_to: '2026-08-01' }, 1)).toEqual(
      {},
    );
  });
});
