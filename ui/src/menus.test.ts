import { describe, expect, it } from 'vitest';
import { isMenuPath, menuFor, ROLES } from './menus';

const keys = (role: (typeof ROLES)[number], isKkr = false) => menuFor(role, { isKkr }).map((i) => i.item);

describe('back-office menus', () => {
  it('gives each role the items of the spec', () => {
    expect(keys('union')).toEqual([
      'settings',
      'mail',
      'coupon',
      'flatRateCouponGroup',
      'agreement',
      'hotel',
      'user',
      'directmail',
      'manual',
    ]);
    // Chain: the union's items plus member reservations and the all-hotel search.
    expect(keys('chain')).toEqual([...keys('union').slice(0, -1), 'members', 'allreservation', 'manual']);
    expect(keys('admin')).toHaveLength(14);
    // The spec's hotel items plus the hotel's Epsilon settings (issue 13, decision 047).
    expect(keys('hotel')).toHaveLength(17);
    expect(keys('hotel')).toContain('epsilon');
  });

  it('shows planSeasonCellingCalendar only to hotels of an is_kkr chain', () => {
    expect(keys('hotel', false)).not.toContain('planSeasonCellingCalendar');
    expect(keys('hotel', true)).toContain('planSeasonCellingCalendar');
    expect(keys('hotel', true)).toHaveLength(18);
    expect(keys('chain', true)).not.toContain('planSeasonCellingCalendar');
  });

  it('has a name and an icon for every item, and unique keys per role', () => {
    for (const role of ROLES) {
      const menu = menuFor(role, { isKkr: true });
      expect(new Set(menu.map((i) => i.item)).size).toBe(menu.length);
      for (const item of menu) {
        expect(item.name.id, `${role}/${item.item} name`).toBeTruthy();
        expect(item.icon).toBeTruthy();
      }
    }
  });

  it('accepts only the functions an item has', () => {
    const hotel = menuFor('hotel');
    expect(isMenuPath(hotel, 'plan')).toBe(true);
    expect(isMenuPath(hotel, 'plan', 'calendar')).toBe(true);
    expect(isMenuPath(hotel, 'plan', 'publish')).toBe(false);
    expect(isMenuPath(hotel, 'waiting', 'edit')).toBe(false);
    expect(isMenuPath(hotel, 'planSeasonCellingCalendar')).toBe(false);
    expect(isMenuPath(menuFor('union'), 'coupon', 'sort')).toBe(true);
    expect(isMenuPath(menuFor('chain'), 'coupon', 'sort')).toBe(false);
  });
});
