import { findSession } from '@tomaru/db/queries/auth';
import type { UserType } from '@tomaru/domain/enums';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Principal } from '../env';
import { forbidden, unauthorized } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';

/**
 * The principal of an `Authorization` header: a valid Bearer access token (the scheme in any case,
 * RFC 7235 §2.1; the token as sent) whose session is still open and names the token's user and
 * entity, not only its type, so a token signed with a leaked key cannot borrow another user's open
 * session. Anything else is a 401. Both the signed-in calls and the public calls where signing in
 * is optional (calculateprice, book) read their caller here.
 */
export async function principalOf(c: Context<AppEnv>, header: string): Promise<Principal> {
  const match = /^Bearer\s+([A-Za-z0-9._-]{1,4096})$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const principal = await verifyAccessToken(c.env, match[1], c.var.now());
  const session = await findSession(c.var.db, principal.session_id);
  if (
    !session ||
    session.revoked_at !== null ||
    session.principal_type !== principal.type ||
    session.principal_id !== principal.account_id ||
    session.entity_id !== principal.entity_id
  )
    throw unauthorized();
  return principal;
}

/**
 * Requires a valid Bearer access token whose session is still open (logout and refresh-token
 * reuse end the session, and with it every access token it issued).
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  c.set('principal', await principalOf(c, c.req.header('Authorization') ?? ''));
  await next();
});

/** Lets only the given kinds of user through; others get 403. */
export function requireRole(...types: UserType[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!types.includes(c.var.principal.type)) throw forbidden();
    await next();
  });
}

export const STAFF: UserType[] = ['admin', 'chain', 'hotel', 'union'];
