import { findSession } from '@tomaru/db/queries/auth';
import type { UserType } from '@tomaru/domain/enums';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { forbidden, unauthorized } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';

/**
 * Requires a valid Bearer access token whose session is still open (logout and refresh-token
 * reuse end the session, and with it every access token it issued).
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  // The scheme is case-insensitive (RFC 7235 §2.1); the token is not.
  const match = /^Bearer\s+([A-Za-z0-9._-]{1,4096})$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const now = c.var.now();
  const principal = await verifyAccessToken(c.env, match[1], now);
  const session = await findSession(c.var.db, principal.session_id);
  // The token must name its session's user and entity, not only its type: a token signed with a
  // leaked key cannot borrow another user's open session.
  if (
    !session ||
    session.revoked_at !== null ||
    session.principal_type !== principal.type ||
    session.principal_id !== principal.account_id ||
    session.entity_id !== principal.entity_id
  )
    throw unauthorized();
  c.set('principal', principal);
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
