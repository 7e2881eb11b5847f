import type { StaffKind } from '@tomaru/db/queries/auth';
import {
  changePasswordBody,
  logoutBody,
  memberLoginBody,
  refreshBody,
  type StaffLoginBody,
  staffLoginBody,
} from '@tomaru/domain/schemas/auth';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../env';
import { clientAddress } from '../../lib/client-address';
import { validate } from '../../lib/validate';
import { changePassword, login, logout, refresh } from './auth.service';

/** One sign-in call per kind of back-office user, all alike. */
function staffLogin(kind: StaffKind) {
  return [
    describeRoute({ tags: ['auth'], summary: `Sign in as a ${kind} user` }),
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
      return c.json(pair, 200);
    },
  ] as const;
}

/** Public sign-in calls under /api. */
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/login',
    describeRoute({ tags: ['auth'], summary: 'Sign in as a member (by e-mail)' }),
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
      return c.json(pair, 200);
    },
  )
  .post('/hotellogin', ...staffLogin('hotel'))
  .post('/chainlogin', ...staffLogin('chain'))
  .post('/unionlogin', ...staffLogin('union'))
  .post('/adminlogin', ...staffLogin('admin'))
  .post(
    '/refreshtoken',
    describeRoute({ tags: ['auth'], summary: 'Rotate a refresh token for a new pair' }),
    validate('json', refreshBody),
    async (c) => c.json(await refresh(c.env, c.var.db, c.req.valid('json').refresh_token, c.var.now()), 200),
  );

/** Signed-in calls under /api/api, for every kind of user. */
export const sessionRoutes = new Hono<AppEnv>()
  .get('/me', describeRoute({ tags: ['auth'], summary: 'Who is signed in' }), (c) => {
    const p = c.var.principal;
    return c.json({ name: p.name, id: p.entity_id, type: p.type, exp: p.exp }, 200);
  })
  .post(
    '/logout',
    describeRoute({ tags: ['auth'], summary: 'Sign out: the session and its refresh tokens stop working' }),
    validate('json', logoutBody),
    async (c) => {
      await logout(c.var.db, c.var.principal, c.req.valid('json').refresh_token, c.var.now());
      return c.json({ status: 'logged_out' }, 200);
    },
  )
  .post(
    '/changepassword',
    describeRoute({ tags: ['auth'], summary: 'Change the password of the signed-in user' }),
    validate('json', changePasswordBody),
    async (c) => {
      await changePassword(c.var.db, c.var.principal, c.req.valid('json'), clientAddress(c), c.var.now());
      return c.json({ status: 'password_changed' }, 200);
    },
  );
