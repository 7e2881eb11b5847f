import { ACCESS_TOKEN_TTL, USER_TYPES, type UserType } from '@tomaru/domain/enums';
import { toBase64Url } from '@tomaru/domain/password';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Bindings, Principal } from '../env';
import { ApiError, Status, unauthorized } from './errors';

const ISSUER = 'tomaru';
/** Only for `wrangler dev` and tests: a deployed worker refuses to sign without the JWT_SECRET secret. */
const LOCAL_DEV_SECRET = 'tomaru-local-development-secret-not-for-production';

function secretKey(env: Bindings): Uint8Array<ArrayBuffer> {
  const secret =
    env.JWT_SECRET ?? (env.APP_ENV === 'local' || env.APP_ENV === 'test' ? LOCAL_DEV_SECRET : '');
  if (secret.length < 32) {
    throw new ApiError(Status.SERVICE_UNAVAILABLE, 'internal_error', {
      message: 'JWT_SECRET is not configured',
    });
  }
  return new Uint8Array(new TextEncoder().encode(secret));
}

/** Signs an HS256 access token of 1800 s for a principal. */
export async function signAccessToken(env: Bindings, p: Omit<Principal, 'exp'>, now: number) {
  const exp = now + ACCESS_TOKEN_TTL;
  const token = await new SignJWT({ typ: p.type, eid: p.entity_id, name: p.name, sid: p.session_id })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(String(p.account_id))
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(secretKey(env));
  return { token, exp };
}

/** Verifies an access token at `now`; any flaw (signature, expiry, shape) is a 401. */
export async function verifyAccessToken(env: Bindings, token: string, now: number): Promise<Principal> {
  try {
    const { payload } = await jwtVerify(token, secretKey(env), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(now * 1000),
    });
    const { typ, eid, name, sid, sub, exp } = payload;
    if (
      typeof typ !== 'string' ||
      !(USER_TYPES as readonly string[]).includes(typ) ||
      typeof eid !== 'number' ||
      typeof name !== 'string' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number' ||
      !sub ||
      !/^\d+$/.test(sub)
    ) {
      throw unauthorized();
    }
    return { type: typ as UserType, entity_id: eid, name, session_id: sid, account_id: Number(sub), exp };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired) throw unauthorized('token_expired');
    throw unauthorized();
  }
}

/** An opaque random token (256 bits) for refresh tokens and session ids. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Refresh tokens are stored only as this hash. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}

/**
 * The refresh token a refresh token rotates into: an HMAC of it under the signing secret, so a
 * second refresh with the same token inside the grace window yields the same pair without the new
 * token being stored in clear, and nobody without the secret can work it out from a stolen one.
 */
export async function successorToken(env: Bindings, token: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secretKey(env), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`refresh-successor:${token}`));
  return toBase64Url(new Uint8Array(mac));
}
