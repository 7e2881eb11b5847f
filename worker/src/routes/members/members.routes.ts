import { recordAudit, staffActor } from '@tomaru/db/queries/audit';
import { findMemberByEmail, findMemberById } from '@tomaru/db/queries/auth';
import { listMemberPlans } from '@tomaru/db/queries/catalog';
import {
  agreementForHotel,
  type MemberDiscountRow,
  memberDiscountOf,
  updateMemberProfile,
  upsertMemberDiscount,
} from '@tomaru/db/queries/members';
import { changedFields } from '@tomaru/domain/audit';
import { formatInstantTokyo } from '@tomaru/domain/dates/stay';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { localize } from '@tomaru/domain/languages';
import { checkEmailQuery, hotelLangQuery } from '@tomaru/domain/schemas/catalog';
import {
  agreementsQuery,
  createUserBody,
  memberDiscountQuery,
  requestOpenDmBody,
  requestPasswordResetBody,
  resetPasswordBody,
  unsubscribeBody,
  unsubscribeQuery,
  updateMemberDiscountBody,
  updateUserInfoBody,
  userReservationsQuery,
  verifyEmailBody,
} from '@tomaru/domain/schemas/members';
import { checkEmailReply, memberPlansReply } from '@tomaru/domain/schemas/responses/guest';
import {
  agreementReply,
  dmConsentReply,
  memberDiscountReply,
  memberReservationsReply,
  passwordResetReply,
  profileReply,
  resetSentReply,
  unsubscribedReply,
  unsubscribeTargetReply,
  verificationSentReply,
  verifiedReply,
} from '@tomaru/domain/schemas/responses/members';
import { type Context, Hono } from 'hono';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { afterAnswer } from '../../lib/after-answer';
import { clientAddress } from '../../lib/client-address';
import { doc, reply } from '../../lib/doc';
import { notFound, Status, unauthorized } from '../../lib/errors';
import { publicOrigin } from '../../lib/public-origin';
import { takeSlot } from '../../lib/throttle';
import { validate } from '../../lib/validate';
import { prepaidOfHotels } from '../../payments/payment.service';
import { plansWithMinPrices } from '../catalog/catalog.service';
import { hotelFor } from '../hotels/hotel-for';
import {
  changeDmConsent,
  maskEmail,
  memberOfUnsubscribeToken,
  profileColumns,
  profileView,
  register,
  requestPasswordReset,
  reservationsOfMember,
  resetPassword,
  verifyEmail,
} from './members.service';

const requestContext = (c: Context<AppEnv>) => ({ now: c.var.now(), address: clientAddress(c) });
/**
 * For the calls that mail a link: only they need (and, deployed, insist on) the public origin. What
 * they do with the address runs after the answer, so the answer never tells whether it has an
 * account (decision 052).
 */
const mailingContext = (c: Context<AppEnv>) => ({
  ...requestContext(c),
  origin: publicOrigin(c.env),
  later: (what: string, work: () => Promise<unknown>) => afterAnswer(c, what, work),
});

/** Registration, e-mail verification, password reset, terms and unsubscribing: public calls under /api. */
export const memberPublicRoutes = new Hono<AppEnv>()
  .get(
    '/getagreements',
    doc({
      summary: 'The terms to agree to when registering: the hotel’s union’s or chain’s, else the site’s',
      tags: ['members'],
      ok: agreementReply,
      errors: [404, 422],
    }),
    validate('query', agreementsQuery),
    async (c) => {
      const { hotel_id, lang } = c.req.valid('query');
      const agreement = await agreementForHotel(c.var.db, hotel_id);
      if (!agreement) throw notFound(hotel_id === undefined ? 'not_found' : 'hotel_not_found');
      return c.json(
        reply(agreementReply, {
          agreement: {
            agreement_id: agreement.agreement_id,
            owner_type: agreement.owner_type,
            owner_id: agreement.owner_id,
            version: agreement.version,
            lang: agreement.titles[lang] && agreement.bodies[lang] ? lang : 'ja',
            title: localize(agreement.titles, lang),
            body: localize(agreement.bodies, lang),
            created_at: formatInstantTokyo(agreement.created_at),
          },
        }),
        200,
      );
    },
  )
  .post(
    '/createuser',
    doc({
      summary:
        'Register a member, unverified until the mailed link (24 h) is opened; for an address that is already a member’s, the same answer, and the mail tells its owner to sign in or reset the password',
      tags: ['members'],
      ok: verificationSentReply,
      status: 201,
      errors: [400, 409, 422, 429],
    }),
    validate('json', createUserBody),
    async (c) => {
      await register(c.var.db, c.req.valid('json'), mailingContext(c));
      return c.json(reply(verificationSentReply, { status: 'verification_sent' }), Status.CREATED);
    },
  )
  .post(
    '/verifyemail',
    doc({
      summary: 'Confirm a member’s e-mail address with the token of the mailed link',
      tags: ['members'],
      ok: verifiedReply,
      errors: [400, 410, 422, 429],
    }),
    validate('json', verifyEmailBody),
    async (c) => {
      await verifyEmail(c.var.db, c.req.valid('json').token, requestContext(c));
      return c.json(reply(verifiedReply, { status: 'verified' }), 200);
    },
  )
  .post(
    '/requestpasswordreset',
    doc({
      summary:
        'Mail a one-time password reset link (1 h) if the address has an account; the same answer if not',
      tags: ['members'],
      ok: resetSentReply,
      errors: [400, 422, 429],
    }),
    validate('json', requestPasswordResetBody),
    async (c) => {
      await requestPasswordReset(c.var.db, c.req.valid('json'), mailingContext(c));
      return c.json(reply(resetSentReply, { status: 'reset_sent' }), 200);
    },
  )
  .post(
    '/resetpassword',
    doc({
      summary: 'Set a new password with a reset token; every session of the member ends',
      tags: ['members'],
      ok: passwordResetReply,
      errors: [400, 410, 422, 429],
    }),
    validate('json', resetPasswordBody),
    async (c) => {
      await resetPassword(c.var.db, c.req.valid('json'), requestContext(c));
      return c.json(reply(passwordResetReply, { status: 'password_reset' }), 200);
    },
  )
  .get(
    '/unsubscribe',
    doc({
      summary: 'Whom an unsubscribe link (in every direct mail) is for, masked, and their consent',
      tags: ['members'],
      ok: unsubscribeTargetReply,
      errors: [404, 410, 422, 429],
    }),
    validate('query', unsubscribeQuery),
    async (c) => {
      const member = await memberOfUnsubscribeToken(c.var.db, c.req.valid('query').token, requestContext(c));
      return c.json(
        reply(unsubscribeTargetReply, { email_masked: maskEmail(member.email), dm_opt_in: member.dm_opt_in }),
        200,
      );
    },
  )
  .post(
    '/unsubscribe',
    doc({
      summary: 'Stop direct mail by the token of an unsubscribe link, without signing in',
      tags: ['members'],
      ok: unsubscribedReply,
      errors: [400, 404, 410, 422, 429],
    }),
    validate('json', unsubscribeBody),
    async (c) => {
      const context = requestContext(c);
      const member = await memberOfUnsubscribeToken(c.var.db, c.req.valid('json').token, context);
      await changeDmConsent(c.var.db, member.member_id, false, 'unsubscribe_link', context.now);
      return c.json(reply(unsubscribedReply, { status: 'unsubscribed' }), 200);
    },
  );

/** The signed-in member's own row; a member deleted since signing in is signed out. */
async function currentMember(c: Context<AppEnv>) {
  const member = await findMemberById(c.var.db, c.var.principal.account_id);
  if (!member) throw unauthorized();
  return member;
}

function discountView(row: MemberDiscountRow | undefined) {
  if (!row) return null;
  return {
    hotel_id: row.hotel_id,
    kind: row.kind,
    value: row.value,
    is_active: row.is_active,
    updated_at: formatInstantTokyo(row.updated_at),
  };
}

/** My page: the signed-in member's calls under /api/api (members only, declared at the mount in app.ts). */
export const memberRoutes = new Hono<AppEnv>()
  .get(
    '/getuserinfo',
    doc({
      summary: 'The signed-in member’s profile',
      tags: ['members'],
      ok: profileReply,
      errors: [401, 403],
    }),
    async (c) => {
      return c.json(reply(profileReply, { user: profileView(await currentMember(c)) }), 200);
    },
  )
  .post(
    '/updateuserinfo',
    doc({
      summary: 'Change the signed-in member’s profile (not e-mail or password)',
      tags: ['members'],
      ok: profileReply,
      errors: [400, 401, 403, 422],
    }),
    validate('json', updateUserInfoBody),
    async (c) => {
      const updated = await updateMemberProfile(
        c.var.db,
        c.var.principal.account_id,
        profileColumns(c.req.valid('json')),
        c.var.now(),
      );
      if (!updated) throw unauthorized();
      return c.json(reply(profileReply, { user: profileView(updated) }), 200);
    },
  )
  .get(
    '/getuserreservations',
    doc({
      summary: 'The signed-in member’s reservations: upcoming and past',
      tags: ['members'],
      ok: memberReservationsReply,
      errors: [401, 403, 422],
    }),
    validate('query', userReservationsQuery),
    async (c) => {
      const { lang } = c.req.valid('query');
      return c.json(
        reply(
          memberReservationsReply,
          await reservationsOfMember(c.var.db, c.var.principal.account_id, c.var.now(), lang),
        ),
        200,
      );
    },
  )
  .get(
    '/getmemberplans',
    doc({
      summary: 'A hotel’s members-only plans for the signed-in member (the public lists hide them)',
      tags: ['members'],
      ok: memberPlansReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelLangQuery),
    async (c) => {
      const q = c.req.valid('query');
      const db = c.var.db;
      const { hotel, lang } = await hotelFor(db, q.hotel_id, q.lang);
      if (hotel.status !== 'normal') return c.json(reply(memberPlansReply, { plans: [] }), 200);
      const rows = await listMemberPlans(db, hotel.hotel_id, todayInTokyo(c.var.now()));
      const prepaid = await prepaidOfHotels(db, c.env, [hotel.hotel_id]);
      return c.json(
        reply(memberPlansReply, { plans: await plansWithMinPrices(db, rows, () => lang, prepaid) }),
        200,
      );
    },
  )
  .post(
    '/requestopendm',
    doc({
      summary: 'Give or withdraw consent to direct mail; each change is recorded with its time',
      tags: ['members'],
      ok: dmConsentReply,
      errors: [400, 401, 403, 422],
    }),
    validate('json', requestOpenDmBody),
    async (c) => {
      const { opt_in } = c.req.valid('json');
      await changeDmConsent(c.var.db, c.var.principal.account_id, opt_in, 'mypage', c.var.now());
      const member = await currentMember(c);
      return c.json(
        reply(dmConsentReply, {
          dm_opt_in: member.dm_opt_in,
          dm_opt_in_at: member.dm_opt_in_at === null ? null : formatInstantTokyo(member.dm_opt_in_at),
        }),
        200,
      );
    },
  );

/** The member discount of a hotel, for back-office users in scope (staff only, declared at the mount). */
export const memberDiscountRoutes = new Hono<AppEnv>()
  .get(
    '/getmemberdiscount',
    doc({
      summary: 'A hotel’s discount for members (null: none set)',
      tags: ['back office'],
      ok: memberDiscountReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', memberDiscountQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      return c.json(
        reply(memberDiscountReply, {
          member_discount: discountView(await memberDiscountOf(c.var.db, hotel_id)),
        }),
        200,
      );
    },
  )
  .post(
    '/updatememberdiscount',
    doc({
      summary: 'Set a hotel’s discount for members: percent, or yen per night per room',
      tags: ['back office'],
      ok: memberDiscountReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateMemberDiscountBody),
    async (c) => {
      const body = c.req.valid('json');
      const db = c.var.db;
      await inventoryForWrite(db, c.var.principal, body.hotel_id);
      const before = await memberDiscountOf(db, body.hotel_id);
      const editable = (r: Pick<MemberDiscountRow, 'kind' | 'value' | 'is_active'> | undefined) =>
        r ? { kind: r.kind, value: r.value, is_active: r.is_active } : {};
      const changes = changedFields(editable(before), editable(body));
      if (changes.length === 0) {
        return c.json(reply(memberDiscountReply, { member_discount: discountView(before) }), 200);
      }
      const actor = await staffActor(db, c.var.principal.account_id);
      if (!actor) throw unauthorized();
      const now = c.var.now();
      const [rows] = await db.batch([
        upsertMemberDiscount(db, body, now),
        recordAudit(db, {
          actor,
          at: now,
          hotel_id: body.hotel_id,
          entity: 'member_discount',
          entity_id: body.hotel_id,
          action: 'updatememberdiscount',
          changes,
        }),
      ]);
      return c.json(reply(memberDiscountReply, { member_discount: discountView(rows[0]) }), 200);
    },
  );

/** Who registers members for guests (spec: chain and union "user register", admin "user create"). */
export const MEMBER_REGISTRARS = ['admin', 'chain', 'union'] as const;

/** How often one signed-in account may ask checkemail. */
export const CHECK_EMAIL_LIMIT = { max: 60, windowSeconds: 15 * 60 } as const;

/**
 * Whether an address already has a member account: for the staff who register members, signed in
 * (declared at the mount). Guests cannot ask: sign-up answers the same for every address and says the
 * rest by mail (decision 052).
 */
export const memberLookupRoutes = new Hono<AppEnv>().get(
  '/checkemail',
  doc({
    summary: 'Whether an e-mail address is free for a new member account (staff who register members)',
    tags: ['back office'],
    ok: checkEmailReply,
    errors: [401, 403, 422, 429],
  }),
  validate('query', checkEmailQuery),
  async (c) => {
    const { email } = c.req.valid('query');
    const { type, account_id } = c.var.principal;
    // Still answered one by one, never in bulk, even to a signed-in account.
    const limits = [{ scope: 'checkemail_account', key: `${type}#${account_id}`, ...CHECK_EMAIL_LIMIT }];
    await takeSlot(c.var.db, limits, c.var.now());
    return c.json(
      reply(checkEmailReply, { available: (await findMemberByEmail(c.var.db, email)) === undefined }),
      200,
    );
  },
);
