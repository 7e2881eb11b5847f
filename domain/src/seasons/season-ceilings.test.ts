import { describe, expect, it } from 'vitest';
import { fromTokyoLocal, nightOpensAt, opensAtOf, tokyoLocal } from './season-ceilings';

const season = {
  stay_from: '2027-01-01',
  stay_to: '2027-01-31',
  opens_at: fromTokyoLocal('2026-12-01T10:00'),
};

describe('season ceilings', () => {
  it('keeps a night of a season closed until its opening instant, and opens it at that second', () => {
    expect(nightOpensAt([season], '2027-01-10', season.opens_at - 1)).toBe(season.opens_at);
    expect(nightOpensAt([season], '2027-01-10', season.opens_at), 'open at the second itself').toBeNull();
    expect(nightOpensAt([season], '2026-12-31', 0), 'outside the season').toBeNull();
  });

  it('closes a stay when any of its nights is in a season not yet open', () => {
    expect(opensAtOf([season], '2026-12-30', '2027-01-02', 0)).toBe(season.opens_at);
    expect(opensAtOf([season], '2026-12-30', '2027-01-01', 0), 'checkout day is not a night').toBeNull();
  });

  it('reads and writes opening times as the Japan wall clock', () => {
    expect(tokyoLocal(0)).toBe('1970-01-01T09:00');
    expect(fromTokyoLocal('2026-12-01T10:00')).toBe(Date.UTC(2026, 11, 1, 1, 0) / 1000);
    expect(tokyoLocal(fromTokyoLocal('2026-12-01T10:00'))).toBe('2026-12-01T10:00');
  });
});
