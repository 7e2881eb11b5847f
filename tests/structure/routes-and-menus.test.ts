// @vitest-environment happy-dom

import { isMenuPath, menuFor, ROLES, type Role } from '@tomaru/ui/menus';
import type { AnyRemoteRoute } from '@tomaru/ui/remote';
import { describe, expect, it } from 'vitest';
import { routes as adminRoutes } from '../../remotes/admin/src/routes/index';
import { routes as chainRoutes } from '../../remotes/chain/src/routes/index';
import { routes as hotelRoutes } from '../../remotes/hotel/src/routes/index';
import { routes as unionRoutes } from '../../remotes/union/src/routes/index';

const ROUTES: Record<Role, readonly AnyRemoteRoute[]> = {
  admin: adminRoutes,
  chain: chainRoutes,
  hotel: hotelRoutes,
  union: unionRoutes,
};

describe('back-office routes and menus (decision 033)', () => {
  for (const role of ROLES) {
    const menu = menuFor(role, { isKkr: true });
    const paths = ROUTES[role].map((r) => r.path);

    it(`routes in the ${role} remote only what the ${role} menu names`, () => {
      for (const path of paths.filter(Boolean)) {
        const [item = '', fn] = path.split('/');
        expect(isMenuPath(menu, item, fn), `${role}: ${path} is not an item or function of the menu`).toBe(
          true,
        );
      }
    });

    it(`gives every function of a routed ${role} item a route`, () => {
      for (const entry of menu.filter((e) => paths.includes(e.item))) {
        for (const fn of entry.functions) {
          expect(paths, `${role}: ${entry.item}/${fn} is in the menu but has no route`).toContain(
            `${entry.item}/${fn}`,
          );
        }
      }
    });
  }

  it('has a top page in every back-office remote', () => {
    for (const role of ROLES) expect(ROUTES[role].map((r) => r.path)).toContain('');
  });
});
