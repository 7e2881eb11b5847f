import type { Context } from 'hono';
import { principalOf } from '../../auth/middleware';
import type { AppEnv, Principal } from '../../env';

/**
 * The signed-in member on a PUBLIC call (calculateprice, book), where signing in is optional:
 * - no Authorization header → null (a guest);
 * - a valid access token of a member whose session is open → that member's principal;
 * - a valid token of a back-office user → null (staff get no member discount);
 * - a header that is present but malformed, expired, forged or of an ended session → the same 401 as
 *   requireAuth (`token_expired` or `unauthorized`), so the browser refreshes its token or signs in
 *   again rather than silently losing the member's discount.
 */
export async function optionalMember(c: Context<AppEnv>): Promise<Principal | null> {
  const header = c.req.header('Authorization');
  if (header === undefined) return null;
  const principal = await principalOf(c, header);
  return principal.type === 'user' ? principal : null;
}
