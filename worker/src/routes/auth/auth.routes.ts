import type { StaffKind } from '@tomaru/db/queries/auth';
import {
  changePasswordBody,
  logoutBody,
  memberLoginBody,
  refreshBody,
  type StaffLoginBody,
  staffLoginBody,
} from '@tomaru/domain/schemas/auth';
import {
  loggedOutReply,
  meReply,
  passwordChangedReply,
  tokenPairReply,
} from '@tomaru/domain/schemas/responses/auth';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { clientAddress } from '../../lib/client-address';
import { doc, reply } from '../../lib/doc';
import { validate } from '../../lib/validate';
import { changePassword, login, logout, refresh } from './auth.service';

/** One sign-in call per kind of back-office user, all alike. */
function staffLogin(kind: StaffKind) {
  return [
    doc({
      summary: `Sign in as a ${kind} user`,
      tags: ['auth'],
      ok: tokenPairReply,
      errors: [400, 401, 422, 429],
    }),
    validate('json', staffLoginBody),
    async (c: Context<AppEnv, string, { out: { json: StaffLoginBody } }>) => {
      const body = c.req.valid('json');
      const pair = await login(c.env, c.var.db, {
        kind,
        login: body.login_id,
        password: body.password,
        address: clientAddress(c),
        now: c.var.now(),
      });
      return c.json(reply(tokenPairReply, pair), 200);
    },
  ] as const;
}

/** Public sign-in calls under /api. */
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/login',
    doc({
      summary: 'Sign in as a member (by e-mail)',
      tags: ['auth'],
      ok: tokenPairReply,
      errors: [400, 401, 422, 429],
    }),
    validate('json', memberLoginBody),
    async (c) => {
      const body = c.req.valid('json');
      const pair = await login(c.env, c.var.db, {
        kind: 'user',
        login: body.email,
        password: body.password,
        address: clientAddress(c),
        now: c.var.now(),
      });
      return c.json(reply(tokenPairReply, pair), 200);
    },
  )
  .post('/hotellogin', ...staffLogin('hotel'))
  .post('/chainlogin', ...staffLogin('chain'))
  .post('/unionlogin', ...staffLogin('union'))
  .post('/adminlogin', ...staffLogin('admin'))
  .post(
    '/refreshtoken',
    doc({
      summary: 'Rotate a refresh token for a new pair',
      tags: ['auth'],
      ok: tokenPairReply,
      errors: [400, 401, 422],
    }),
    validate('json', refreshBody),
    async (c) =>
      c.json(
        reply(tokenPairReply, await refresh(c.env, c.var.db, c.req.valid('json').refresh_token, c.var.now())),
        200,
      ),
  );

/** Signed-in calls under /api/api, for every kind of user. */
export const sessionRoutes = new Hono<AppEnv>()
  .get('/me', doc({ summary: 'Who is signed in', tags: ['auth'], ok: meReply, errors: [401] }), (c) => {
    const p = c.var.principal;
    return c.json(
      reply(meReply, { name: p.name, id: p.entity_id, type: p.type, exp: p.exp, account_id: p.account_id }),
      200,
    );
  })
  .post(
    '/logout',
    doc({
      summary: 'Sign out: the session and its refresh tokens stop working',
      tags: ['auth'],
      ok: loggedOutReply,
      errors: [400, 401, 422],
    }),
    validate('json', logoutBody),
    async (c) => {
      await logout(c.var.db, c.var.principal, c.req.valid('json').refresh_token, c.var.now());
      return c.json(reply(loggedOutReply, { status: 'logged_out' }), 200);
    },
  )
  .post(
    '/changepassword',
    doc({
      summary: 'Change the password of the signed-in user',
      tags: ['auth'],
      ok: passwordChangedReply,
      errors: [400, 401, 403, 422, 429],
    }),
    validate('json', changePasswordBody),
    async (c) => {
      await changePassword(c.var.db, c.var.principal, c.req.valid('json'), clientAddress(c), c.var.now());
      return c.json(reply(passwordChangedReply, { status: 'password_changed' }), 200);
    },
  );
