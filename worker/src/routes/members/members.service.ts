import type { Db } from '@tomaru/db/client';
import { findMemberByEmail, findMemberById } from '@tomaru/db/queries/auth';
import { isUniqueViolation, type Statement } from '@tomaru/db/queries/guards';
import {
  type AgreementRow,
  claimedMemberId,
  claimMemberToken,
  findAgreement,
  findMemberByUnsubscribeToken,
  findUsableMemberToken,
  insertMemberStatements,
  insertMemberToken,
  latestAgreement,
  type MemberRow,
  markEmailVerified,
  memberIdOf,
  memberReservations,
  revokeMemberSessions,
  setDmConsent,
  setMemberPassword,
  supersedeMemberTokens,
} from '@tomaru/db/queries/members';
import { formatInstantTokyo, todayInTokyo } from '@tomaru/domain/dates/stay';
import type { Lang } from '@tomaru/domain/languages';
import { hashPassword } from '@tomaru/domain/password';
import { receiptFacts } from '@tomaru/domain/reservations/online-rules';
import type { CreateUserBody, MemberProfileInput, ResetPasswordBody } from '@tomaru/domain/schemas/members';
import { ApiError, notFound, Status } from '../../lib/errors';
import { type Limit, type Slot, takeSlot } from '../../lib/throttle';
import { hashToken, randomToken } from '../../lib/tokens';
import {
  accountExistsMail,
  langPrefix,
  MEMBER_LINK_HOURS,
  type MemberMailKind,
  memberMail,
} from '../../mail/member-mail';
import { queueMail } from '../../mail/outbox';
import { localizeListing } from '../../mail/reservation-texts';
import { forgetAddressesOf } from '../auth/auth.service';

/** Lifetimes of the mailed one-time links, in seconds. */
export const TOKEN_TTL = {
  verify_email: MEMBER_LINK_HOURS.verify_email * 3600,
  reset_password: MEMBER_LINK_HOURS.reset_password * 3600,
} as const;

/** The counting limits of the member calls that can be guessed at or used to send mail. */
export const MEMBER_LIMITS = {
  /** Sign-up attempts (successful, refused or failed) per client address. */
  signupPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /**
   * Sign-up attempts per e-mail address, new or a member's alike (so the limit tells nothing): a
   * member's mailbox gets at most this many "someone tried to sign up" notices an hour.
   */
  signupPerEmail: { max: 5, windowSeconds: 60 * 60 },
  /** Password reset requests per e-mail address, and per client address. */
  resetPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerAddress: { max: 20, windowSeconds: 60 * 60 },
  /** Wrong tokens (verification, reset, unsubscribe) per client address. */
  badTokenPerAddress: { max: 20, windowSeconds: 15 * 60 },
} as const;

const signupLimits = (email: string, address: string): Limit[] => [
  { scope: 'signup_email', key: email, ...MEMBER_LIMITS.signupPerEmail },
  { scope: 'signup_ip', key: address, ...MEMBER_LIMITS.signupPerAddress },
];
const resetLimits = (email: string, address: string): Limit[] => [
  { scope: 'reset_email', key: email, ...MEMBER_LIMITS.resetPerEmail },
  { scope: 'reset_ip', key: address, ...MEMBER_LIMITS.resetPerAddress },
];
const badTokenLimits = (address: string): Limit[] => [
  { scope: 'member_token_ip', key: address, ...MEMBER_LIMITS.badTokenPerAddress },
];

export type RequestContext = { now: number; origin: string; address: string };
/**
 * The context of a call whose answer must not tell whether an address has an account: `later` runs
 * the part that depends on it after the answer has gone (`afterAnswer`, decision 052).
 */
export type AnswerFirstContext = RequestContext & {
  later: (what: string, work: () => Promise<unknown>) => Promise<void>;
};

const invalidToken = () => new ApiError(Status.BAD_REQUEST, 'invalid_token');

/** A one-time link of a member mail, and its token's hash for the database. */
async function newLink(kind: MemberMailKind, lang: Lang, origin: string) {
  const token = randomToken();
  const page = kind === 'verify_email' ? 'authinfo' : 'resetpassword';
  return { url: `${origin}${langPrefix(lang)}/${page}?token=${token}`, tokenHash: await hashToken(token) };
}

/**
 * A slot of the wrong-token limit, taken before the token is looked at (so a burst cannot outrun the
 * count); a token that works gives it back.
 */
function takeTokenSlot(db: Db, address: string, now: number): Promise<Slot> {
  return takeSlot(db, badTokenLimits(address), now);
}

/**
 * Takes a sign-up. The answer is the same whether the address is new or already a member's (decision
 * 052): only the throttle and the terms can refuse it, and what depends on the address runs after
 * the answer (`later`). A new address gets an unverified member (login answers login_failed until
 * the mailed link is opened), with the terms' version agreed, DM consent when given, the verification
 * token and its mail, all in one batch, so a member never exists without the mail that lets them in.
 * A member's address gets a notice instead (`notifyAccountExists`), and the account is not touched.
 */
export async function register(db: Db, body: CreateUserBody, context: AnswerFirstContext) {
  const { now, address } = context;
  // Every attempt counts, taken before anything is looked at.
  await takeSlot(db, signupLimits(body.email, address), now);

  const agreement = await findAgreement(db, body.agreement_id);
  if (!agreement) {
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [{ path: 'agreement_id', code: 'invalid_agreement', message: 'These terms do not exist.' }],
    });
  }
  const latest = await latestAgreement(db, agreement.owner_type, agreement.owner_id);
  if (latest && latest.version > agreement.version) throw new ApiError(Status.CONFLICT, 'agreement_outdated');

  await context.later('createuser', () => createOrNotify(db, body, agreement, context));
}

async function createOrNotify(
  db: Db,
  body: CreateUserBody,
  agreement: Pick<AgreementRow, 'agreement_id' | 'version'>,
  context: RequestContext,
) {
  const { now } = context;
  const existing = await findMemberByEmail(db, body.email);
  if (existing) return notifyAccountExists(db, existing, body.lang, context);

  const link = await newLink('verify_email', body.lang, context.origin);
  const mail = memberMail({
    kind: 'verify_email',
    lang: body.lang,
    last_name: body.last_name,
    first_name: body.first_name,
    url: link.url,
    origin: context.origin,
  });
  const member = {
    email: body.email,
    password_hash: await hashPassword(body.password),
    ...profileColumns(body),
    dm_opt_in: body.dm_opt_in,
    dm_opt_in_at: body.dm_opt_in ? now : null,
    unsubscribe_token: randomToken(),
    email_verified_at: null,
  };
  try {
    const statements: Statement[] = [
      ...insertMemberStatements(db, member, agreement, now),
      insertMemberToken(db, {
        token_hash: link.tokenHash,
        member_id: memberIdOf(body.email),
        purpose: 'verify_email',
        created_at: now,
        expires_at: now + TOKEN_TTL.verify_email,
      }),
      queueMail(db, {
        kind: 'member_verify_email',
        to_address: body.email,
        subject: mail.subject,
        body_text: mail.body_text,
        lang: body.lang,
        created_at: now,
      }),
    ];
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    // The same address registered at the same moment by another request: it is a member's now.
    if (!isUniqueViolation(error, 'members.email')) throw error;
    const winner = await findMemberByEmail(db, body.email);
    if (winner) await notifyAccountExists(db, winner, body.lang, context);
  }
}

/**
 * Mails the owner of an address that someone tried to sign up with: sign in or reset the password
 * here. Addressed by the member's own name (never the one typed in the sign-up), in the language of
 * the sign-up page; the member's row is not touched.
 */
async function notifyAccountExists(
  db: Db,
  member: Pick<MemberRow, 'email' | 'last_name' | 'first_name'>,
  lang: Lang,
  context: RequestContext,
) {
  const page = (path: string) => `${context.origin}${langPrefix(lang)}/${path}`;
  const mail = accountExistsMail({
    lang,
    last_name: member.last_name,
    first_name: member.first_name,
    login_url: page('login'),
    reset_url: page('resetpassword'),
    origin: context.origin,
  });
  await db.batch([
    queueMail(db, {
      kind: 'member_account_exists',
      to_address: member.email,
      subject: mail.subject,
      body_text: mail.body_text,
      lang,
      created_at: context.now,
    }),
  ]);
}

/** The columns of the profile form, as stored (absent optional choices are NULL). */
export function profileColumns(p: MemberProfileInput) {
  return {
    last_name: p.last_name,
    first_name: p.first_name,
    last_name_kana: p.last_name_kana,
    first_name_kana: p.first_name_kana,
    gender: p.gender ?? null,
    tel1: p.tel1,
    tel1_type: p.tel1_type ?? null,
    tel2: p.tel2,
    tel2_type: p.tel2 === '' ? null : (p.tel2_type ?? null),
    postcode: p.postcode,
    prefecture: p.prefecture,
    address: p.address,
    birthday: p.birthday === '' ? null : p.birthday,
    lang: p.lang,
  };
}

/** Opens the verification link: sets email_verified_at, once. A used, expired or unknown token is refused. */
export async function verifyEmail(db: Db, token: string, context: Omit<RequestContext, 'origin'>) {
  const { now, address } = context;
  const slot = await takeTokenSlot(db, address, now);
  const tokenHash = await hashToken(token);
  const [claimed] = await db.batch([
    claimMemberToken(db, tokenHash, 'verify_email', now),
    markEmailVerified(db, claimedMemberId(tokenHash, 'verify_email', now), now),
  ]);
  if (claimed.length === 0) throw invalidToken();
  await slot.release();
}

/**
 * Mails a one-time password reset link (1 h) in `lang`; only the newest link works. Every request
 * counts towards the limits per e-mail and per client address, so the call cannot flood a mailbox or
 * sweep for addresses. The answer is the same whether the address has an account or not (decision
 * 052): the look-up and the mail happen after it (`later`); an address without a member gets nothing.
 */
export async function requestPasswordReset(
  db: Db,
  body: { email: string; lang: Lang },
  context: AnswerFirstContext,
) {
  const { now, address } = context;
  // Every request counts, taken before anything is looked at.
  await takeSlot(db, resetLimits(body.email, address), now);
  await context.later('requestpasswordreset', () => mailResetLink(db, body, context));
}

async function mailResetLink(db: Db, body: { email: string; lang: Lang }, context: RequestContext) {
  const { now } = context;
  const member = await findMemberByEmail(db, body.email);
  if (!member) return;
  const link = await newLink('reset_password', body.lang, context.origin);
  const mail = memberMail({
    kind: 'reset_password',
    lang: body.lang,
    last_name: member.last_name,
    first_name: member.first_name,
    url: link.url,
    origin: context.origin,
  });
  await db.batch([
    supersedeMemberTokens(db, member.member_id, 'reset_password', now),
    insertMemberToken(db, {
      token_hash: link.tokenHash,
      member_id: member.member_id,
      purpose: 'reset_password',
      created_at: now,
      expires_at: now + TOKEN_TTL.reset_password,
    }),
    queueMail(db, {
      kind: 'member_reset_password',
      to_address: member.email,
      subject: mail.subject,
      body_text: mail.body_text,
      lang: body.lang,
      created_at: now,
    }),
  ]);
}

/**
 * Sets a new password with a reset link: the token is used up, every session of the member ends, and
 * an address never verified becomes verified (the link reached its mailbox). One batch.
 */
export async function resetPassword(
  db: Db,
  body: ResetPasswordBody,
  context: Omit<RequestContext, 'origin'>,
) {
  const { now, address } = context;
  const slot = await takeTokenSlot(db, address, now);
  const tokenHash = await hashToken(body.token);
  // A cheap look first, so a wrong token costs no password hashing.
  const usable = await findUsableMemberToken(db, tokenHash, 'reset_password', now);
  if (!usable) throw invalidToken();
  const member = await findMemberById(db, usable.member_id);
  if (!member) throw invalidToken();
  const passwordHash = await hashPassword(body.password);
  const memberId = claimedMemberId(tokenHash, 'reset_password', now);
  const [claimed] = await db.batch([
    claimMemberToken(db, tokenHash, 'reset_password', now),
    setMemberPassword(db, memberId, passwordHash, now),
    revokeMemberSessions(db, memberId, now, 'password_reset'),
    forgetAddressesOf(db, 'user', member.email),
  ]);
  if (claimed.length === 0) throw invalidToken();
  await slot.release();
}

/** Sets DM consent and records the change with its time and where it was given. */
export async function changeDmConsent(
  db: Db,
  memberId: number,
  optIn: boolean,
  via: 'mypage' | 'unsubscribe_link',
  now: number,
) {
  await db.batch(setDmConsent(db, memberId, optIn, via, now));
}

/** The member of an unsubscribe token; an unknown one counts towards the wrong-token limit and is 404. */
export async function memberOfUnsubscribeToken(
  db: Db,
  token: string,
  context: { now: number; address: string },
) {
  const slot = await takeTokenSlot(db, context.address, context.now);
  const member = await findMemberByUnsubscribeToken(db, token);
  if (!member) throw notFound();
  await slot.release();
  return member;
}

/**
 * An e-mail address with the local part hidden but its first letter, for the unsubscribe page.
 * @example maskEmail('guest@example.com') // 'g***@example.com'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

const iso = (epochSeconds: number | null) =>
  epochSeconds === null ? null : formatInstantTokyo(epochSeconds);

/** The member's profile as my page shows and edits it (absent choices are left out). */
export function profileView(m: MemberRow) {
  return {
    member_id: m.member_id,
    email: m.email,
    last_name: m.last_name,
    first_name: m.first_name,
    last_name_kana: m.last_name_kana,
    first_name_kana: m.first_name_kana,
    ...(m.gender ? { gender: m.gender } : {}),
    tel1: m.tel1,
    ...(m.tel1_type ? { tel1_type: m.tel1_type } : {}),
    tel2: m.tel2,
    ...(m.tel2_type ? { tel2_type: m.tel2_type } : {}),
    postcode: m.postcode,
    prefecture: m.prefecture,
    address: m.address,
    birthday: m.birthday ?? '',
    lang: m.lang,
    dm_opt_in: m.dm_opt_in,
    dm_opt_in_at: iso(m.dm_opt_in_at),
    email_verified_at: iso(m.email_verified_at),
    created_at: iso(m.created_at),
  };
}

/** Statuses of a stay still to come; anything else (cancelled, changed, payment failed) is history. */
const LIVE_STATUSES: readonly string[] = ['booking', 'payment_processing'];

/**
 * The member's reservations for my page: upcoming (live and not yet checked out, Japan date), soonest
 * first; past (the rest), newest stay first. Hotel, plan and room names in `lang` (Japanese where the
 * hotel wrote none).
 */
export async function reservationsOfMember(db: Db, memberId: number, now: number, lang: Lang) {
  const today = todayInTokyo(now);
  const stored = await memberReservations(db, memberId);
  const rows = (await localizeListing(db, stored, lang)).map((r) => ({
    ...r,
    created_at: iso(r.created_at),
    // My page offers a receipt only when issuereceipt would issue one, the receipt page says why
    // not, and a stay over reads 宿泊済み, all on the server's clock.
    ...receiptFacts(r, now),
  }));
  const isUpcoming = (r: (typeof rows)[number]) =>
    r.stay_end_date >= today && LIVE_STATUSES.includes(r.status);
  return {
    upcoming: rows
      .filter(isUpcoming)
      .sort(
        (a, b) => a.stay_start_date.localeCompare(b.stay_start_date) || a.reservation_id - b.reservation_id,
      ),
    past: rows.filter((r) => !isUpcoming(r)),
  };
}
