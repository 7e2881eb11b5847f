import type { UserType } from '@tomaru/domain/enums';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireRole } from './middleware';

/**
 * An area of signed-in calls that only the given kinds of user may reach, declared once where the
 * area is mounted: `.route('/', area(STAFF, orgRoutes))`. Every back-office path is flat under
 * /api/api, so a `.use()` inside the area (mounted at '/') would gate every other area's paths too;
 * instead the guard is put in front of exactly the area's own routes (each method and path of its
 * `routes` list), so a route added to the area is guarded without anything else, and a wrong method
 * on its path still answers 405. The area's type is returned unchanged: the typed client (`hc<AppType>`)
 * infers its calls as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema and base path of a sub-app
export function area<Routes extends Hono<AppEnv, any, any>>(
  roles: readonly UserType[],
  routes: Routes,
): Routes {
  const guard = requireRole(...roles);
  const gated = new Hono<AppEnv>();
  const seen = new Set<string>();
  for (const { method, path } of routes.routes) {
    // A catch-all inside an area would be copied as a guard of every path mounted after it.
    if (method === 'ALL' || path.includes('*')) {
      throw new Error(`area(): ${method} ${path} is not a route of its own; put middleware on each route`);
    }
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    gated.on(method, path, guard);
  }
  return gated.route('/', routes) as unknown as Routes;
}
