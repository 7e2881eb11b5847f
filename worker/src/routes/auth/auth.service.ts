import type { Db } from '@tomaru/db/client';
import { auditIfChanged } from '@tomaru/db/queries/audit';
import {
  changeMemberPassword,
  changeStaffPassword,
  findMemberByEmail,
  findMemberById,
  findRefreshToken,
  findSession,
  findStaffById,
  findStaffByLogin,
  forgetKnownAddresses,
  isKnownAddress,
  openSession,
  type PrincipalType,
  rememberAddress,
  revokeOtherSessions,
  revokeSession,
  rotateRefreshToken,
  type StaffKind,
} from '@tomaru/db/queries/auth';
import { REFRESH_TOKEN_TTL } from '@tomaru/domain/enums';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '@tomaru/domain/password';
import type { Bindings, Principal } from '../../env';
import { ApiError, Status } from '../../lib/errors';
import { type Limit, takeSlot } from '../../lib/throttle';
import { hashToken, randomToken, signAccessToken, successorToken } from '../../lib/tokens';

/**
 * Failed logins allowed within each window (decision 003): per login id from one client address, per
 * client address across login ids, and a slower, much higher ceiling per login id from anywhere, so
 * one address cannot lock the owner out yet spread guessing stays bounded. An address that signed the
 * login id in within `knownAddressSeconds` is exempt from the ceiling, so attackers holding it cannot
 * keep the owner out of its usual address.
 */
export const THROTTLE = {
  perLoginAndAddress: { max: 5, windowSeconds: 15 * 60 },
  perAddress: { max: 50, windowSeconds: 15 * 60 },
  perLogin: { max: 100, windowSeconds: 60 * 60 },
  /** How long after its last successful sign-in an address stays known (the cron keeps it as long). */
  knownAddressSeconds: 30 * 86_400,
} as const;

/** The key of a login id (`loginKey`, e.g. `hotel:hotel1`) from one address, in limits and known addresses. */
function loginAddressKey(loginKey: string, address: string) {
  return JSON.stringify([loginKey, address]);
}

/** The account a login id names, as the throttle and the known addresses key it. */
function loginKeyOf(kind: StaffKind | 'user', login: string) {
  return `${kind}:${login.toLowerCase()}`;
}

/** Deletes every address known to an account (after its password changed): one statement to batch. */
export function forgetAddressesOf(db: Db, kind: StaffKind | 'user', login: string) {
  // Every key of the account starts with this: the JSON array's opening and its first element.
  return forgetKnownAddresses(db, `${JSON.stringify([loginKeyOf(kind, login)]).slice(0, -1)},`);
}

/**
 * The limits a login attempt counts toward. The per-account ceiling is left out for an address known
 * to the account (it signed it in lately).
 */
function loginLimits(loginKey: string, address: string, knownAddress: boolean): Limit[] {
  const limits: Limit[] = [
    { scope: 'login_ip', key: loginAddressKey(loginKey, address), ...THROTTLE.perLoginAndAddress },
    { scope: 'ip', key: address, ...THROTTLE.perAddress },
  ];
  if (!knownAddress) limits.push({ scope: 'login', key: loginKey, ...THROTTLE.perLogin });
  return limits;
}

/** How long a rotated refresh token still yields the pair it was rotated into (concurrent tabs). */
export const REFRESH_GRACE_SECONDS = 10;

type Identity = { type: PrincipalType; account_id: number; entity_id: number; name: string };

export type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
};

function staffIdentity(row: { kind: StaffKind; account_id: number; entity_id: number | null; name: string }) {
  return {
    type: row.kind,
    account_id: row.account_id,
    entity_id: row.entity_id ?? row.account_id,
    name: row.name,
  } satisfies Identity;
}

function memberIdentity(row: { member_id: number; last_name: string; first_name: string }): Identity {
  return {
    type: 'user',
    account_id: row.member_id,
    entity_id: row.member_id,
    name: `${row.last_name} ${row.first_name}`,
  };
}

async function issueTokens(env: Bindings, db: Db, who: Identity, now: number): Promise<TokenPair> {
  const sessionId = randomToken(18);
  const refresh = randomToken();
  await openSession(
    db,
    {
      session_id: sessionId,
      principal_type: who.type,
      principal_id: who.account_id,
      entity_id: who.entity_id,
      now,
      ttl: REFRESH_TOKEN_TTL,
    },
    await hashToken(refresh),
  );
  const { token } = await signAccessToken(env, { ...who, session_id: sessionId }, now);
  return { access_token: token, refresh_token: refresh, token_type: 'Bearer', expires_in: 1800 };
}

/**
 * Checks credentials under the throttle. A wrong login id and a wrong password answer the same
 * and take the same time (a dummy hash is verified when the account does not exist).
 */
export async function login(
  env: Bindings,
  db: Db,
  request: { kind: StaffKind | 'user'; login: string; password: string; address: string; now: number },
): Promise<TokenPair> {
  const loginKey = loginKeyOf(request.kind, request.login);
  const addressKey = loginAddressKey(loginKey, request.address);
  // Read apart from the slot, which stays one statement: it only chooses which limits apply, and
  // only a right password makes an address known.
  const known = await isKnownAddress(db, addressKey, request.now - THROTTLE.knownAddressSeconds);
  // The attempt counts before the password is checked; a right one gives its slot back.
  const slot = await takeSlot(db, loginLimits(loginKey, request.address, known), request.now);

  let who: Identity | undefined;
  let stored = DUMMY_PASSWORD_HASH;
  if (request.kind === 'user') {
    const member = await findMemberByEmail(db, request.login);
    if (member && member.email_verified_at !== null) {
      who = memberIdentity(member);
      stored = member.password_hash;
    }
  } else {
    const account = await findStaffByLogin(db, request.kind, request.login);
    if (account) {
      who = staffIdentity(account);
      stored = account.password_hash;
    }
  }
  const ok = await verifyPassword(request.password, stored);
  if (!ok || !who) throw new ApiError(Status.UNAUTHORIZED, 'login_failed');
  await slot.release();
  await rememberAddress(db, addressKey, request.now);
  return issueTokens(env, db, who, request.now);
}

async function identityOf(db: Db, type: PrincipalType, principalId: number): Promise<Identity | undefined> {
  if (type === 'user') {
    const member = await findMemberById(db, principalId);
    return member && memberIdentity(member);
  }
  const account = await findStaffById(db, principalId);
  return account && account.kind === type ? staffIdentity(account) : undefined;
}

const invalidRefresh = () => new ApiError(Status.UNAUTHORIZED, 'invalid_refresh_token');

/**
 * Rotates a refresh token: the presented one stops working and a new pair is issued in the same
 * session. Within REFRESH_GRACE_SECONDS of its rotation the old token yields the same pair again
 * (two tabs refreshing at once); presented later it is treated as theft: the session is revoked.
 */
export async function refresh(env: Bindings, db: Db, token: string, now: number): Promise<TokenPair> {
  const tokenHash = await hashToken(token);
  const next = await successorToken(env, token);
  const nextHash = await hashToken(next);
  const rotated = await rotateRefreshToken(db, {
    tokenHash,
    nextHash,
    now,
    expiresAt: now + REFRESH_TOKEN_TTL,
  });
  let sessionId = rotated?.session_id;
  let issuedAt = now;
  if (!rotated) {
    const known = await findRefreshToken(db, tokenHash);
    // Unknown, expired, or its session ended: nothing to rotate, nothing to revoke.
    if (known?.used_at == null) throw invalidRefresh();
    const successor = await findRefreshToken(db, nextHash);
    if (now - known.used_at > REFRESH_GRACE_SECONDS || successor?.session_id !== known.session_id) {
      await revokeSession(db, known.session_id, now, 'refresh_token_reuse');
      throw invalidRefresh();
    }
    // The same pair as the rotation gave: the same successor, and the access token signed as then.
    sessionId = known.session_id;
    issuedAt = known.used_at;
  }
  const session = sessionId === undefined ? undefined : await findSession(db, sessionId);
  if (!session || session.revoked_at !== null || session.expires_at <= now) throw invalidRefresh();
  const who = await identityOf(db, session.principal_type, session.principal_id);
  if (!who || who.entity_id !== session.entity_id) throw invalidRefresh();
  const { token: access } = await signAccessToken(env, { ...who, session_id: session.session_id }, issuedAt);
  return { access_token: access, refresh_token: next, token_type: 'Bearer', expires_in: 1800 };
}

/** Ends the caller's session, and the session of the given refresh token when it is the caller's. */
export async function logout(db: Db, principal: Principal, refreshToken: string, now: number) {
  const known = await findRefreshToken(db, await hashToken(refreshToken));
  const statements = [revokeSession(db, principal.session_id, now, 'logout')];
  if (known && known.session_id !== principal.session_id) {
    const other = await findSession(db, known.session_id);
    if (other && other.principal_type === principal.type && other.principal_id === principal.account_id) {
      statements.push(revokeSession(db, known.session_id, now, 'logout'));
    }
  }
  await db.batch(statements as [(typeof statements)[0], ...typeof statements]);
}

/**
 * Changes the caller's password after checking the current one (under the login throttle). Other
 * sessions of the same user are ended; the current one stays signed in.
 */
export async function changePassword(
  db: Db,
  principal: Principal,
  body: { current_password: string; password: string },
  address: string,
  now: number,
) {
  const key = `${principal.type}#${principal.account_id}`;
  // Only a signed-in caller counts toward this key, so its ceiling always applies.
  const slot = await takeSlot(db, loginLimits(key, address, false), now);
  const account =
    principal.type === 'user'
      ? await findMemberById(db, principal.account_id).then(
          (m) => m && { hash: m.password_hash, kind: 'user' as const, login: m.email },
        )
      : await findStaffById(db, principal.account_id).then(
          (a) => a && { hash: a.password_hash, kind: a.kind, login: a.login_id, name: a.name },
        );
  if (!account || !(await verifyPassword(body.current_password, account.hash))) {
    throw new ApiError(Status.UNPROCESSABLE, 'password_change_failed', {
      issues: [
        {
          path: 'current_password',
          code: 'password_change_failed',
          message: 'The current password is wrong.',
        },
      ],
    });
  }
  await slot.release();
  const hash = await hashPassword(body.password);
  const update =
    principal.type === 'user'
      ? changeMemberPassword(db, principal.account_id, hash, now)
      : changeStaffPassword(db, principal.account_id, hash, now);
  await db.batch([
    update,
    forgetAddressesOf(db, account.kind, account.login),
    revokeOtherSessions(db, principal, principal.session_id, now, 'password_changed'),
    // A back-office password change goes on the account's audit trail, without any value (decision 019).
    ...(account.kind === 'user'
      ? []
      : auditIfChanged(db, {
          at: now,
          actor: {
            kind: account.kind,
            account_id: principal.account_id,
            login_id: account.login,
            name: account.name,
          },
          hotel_id: account.kind === 'hotel' ? principal.entity_id : null,
          entity: 'account',
          entity_id: principal.account_id,
          action: 'changepassword',
          changes: [{ field: 'password', before: null, after: null }],
        })),
  ]);
}
