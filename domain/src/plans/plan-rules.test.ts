import { describe, expect, it } from 'vitest';
import { type PlanShape, planIssues, planWarnings, type WarningFacts } from './plan-rules';

const plan: PlanShape = {
  room_ids: [1, 2],
  sale_start: '2026-01-01',
  sale_end: null,
  min_nights: 1,
  max_nights: 7,
  checkin_times: ['15:00'],
  cancel_policy: [
    { days_before: 7, percent: 20 },
    { days_before: 0, percent: 100 },
  ],
  is_secret: false,
  secret_url: null,
};

const codes = (p: Partial<PlanShape>) => planIssues({ ...plan, ...p }).map((i) => `${i.path}:${i.code}`);

describe('planIssues', () => {
  it('finds nothing wrong with a consistent plan', () => {
    expect(planIssues(plan)).toEqual([]);
  });

  it('names every contradiction at once, each on its field', () => {
    expect(
      codes({ room_ids: [], min_nights: 3, max_nights: 2, sale_end: '2025-12-31', is_secret: true }),
    ).toEqual([
      'room_ids:select_room',
      'max_nights:min_nights_above_max',
      'sale_end:invalid_range',
      'secret_url:required',
    ]);
  });

  it('refuses cancel steps whose days do not fall or whose percent does not rise', () => {
    expect(
      codes({
        cancel_policy: [
          { days_before: 3, percent: 50 },
          { days_before: 1, percent: 50 },
        ],
      }),
    ).toEqual(['cancel_policy.1:cancel_steps_not_increasing']);
    expect(
      codes({
        cancel_policy: [
          { days_before: 1, percent: 30 },
          { days_before: 3, percent: 50 },
        ],
      }),
    ).toEqual(['cancel_policy.1:cancel_steps_not_increasing']);
  });

  it('refuses a room or a check-in time listed twice', () => {
    expect(codes({ room_ids: [1, 1], checkin_times: ['15:00', '15:00'] })).toEqual([
      'room_ids.1:invalid_value',
      'checkin_times.1:invalid_value',
    ]);
  });
});

describe('planWarnings', () => {
  const facts = (over: Partial<WarningFacts> = {}): WarningFacts => ({
    today: '2026-06-01',
    colorOf: new Map(
      Array.from({ length: 180 }, (_, i) => [
        new Date(Date.UTC(2026, 5, 1 + i)).toISOString().slice(0, 10),
        7,
      ]),
    ),
    priced: new Set(['1:7', '2:7']),
    stocked: new Set(
      Array.from({ length: 180 }, (_, i) =>
        new Date(Date.UTC(2026, 5, 1 + i)).toISOString().slice(0, 10),
      ).flatMap((d) => [`1:${d}`, `2:${d}`]),
    ),
    closed: new Set(),
    roomClosed: new Set(),
    ...over,
  });

  it('warns of nothing when every on-sale date has a colour, prices and stock', () => {
    expect(planWarnings({ ...plan }, facts())).toEqual([]);
  });

  it('counts a room without price from its first date, and skips closed dates', () => {
    const warnings = planWarnings(
      { ...plan, sale_end: '2026-06-10' },
      facts({
        priced: new Set(['1:7']),
        closed: new Set(['2026-06-01']),
        roomClosed: new Set(['2:2026-06-02']),
      }),
    );
    expect(warnings).toEqual([{ code: 'no_price', room_id: 2, count: 8, first_date: '2026-06-03' }]);
  });

  it('says only that the sale ended when it did', () => {
    expect(planWarnings({ ...plan, sale_end: '2026-05-31' }, facts())).toEqual([
      { code: 'sale_ended', room_id: null, count: 0, first_date: '2026-05-31' },
    ]);
  });
});
