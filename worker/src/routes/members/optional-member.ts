import { findSession } from '@tomaru/db/queries/auth';
import type { Context } from 'hono';
import type { AppEnv, Principal } from '../../env';
import { unauthorized } from '../../lib/errors';
import { verifyAccessToken } from '../../lib/tokens';

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
  const match = /^Bearer\s+([A-Za-z0-9._-]{1,4096})$/.exec(header);
  if (!match?.[1]) throw unauthorized();
  const principal = await verifyAccessToken(c.env, match[1], c.var.now());
  const session = await findSession(c.var.db, principal.session_id);
  if (!session || session.revoked_at !== null || session.principal_type !== principal.type)
    throw unauthorized();
  return principal.type === 'user' ? principal : null;
}
