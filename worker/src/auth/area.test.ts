import type { UserType } from '@tomaru/domain/enums';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Principal } from '../env';
import { unauthorized } from '../lib/errors';
import { area } from './area';

/** A back office in small: the caller's kind of user from a header (none: 401), two areas mounted flat. */
function backOffice(staffArea: Hono<AppEnv>) {
  const members = new Hono<AppEnv>().get('/mine', (c) => c.json({ ok: true }, 200));
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      const type = c.req.header('X-Type');
      if (!type) throw unauthorized();
      c.set('principal', { type: type as UserType } as Principal);
      await next();
    })
    .route('/', area(['user'], members))
    .route('/', area(['hotel', 'admin'], staffArea));
}

function as(type?: UserType): { headers: Record<string, string> } {
  return { headers: type ? { 'X-Type': type } : {} };
}

describe('an area mounted with its roles', () => {
  it('guards a route added to the area without anything else', async () => {
    const staff = new Hono<AppEnv>()
      .get('/report', (c) => c.json({ ok: true }, 200))
      .post('/report', (c) => c.json({ ok: true }, 200));
    const app = backOffice(staff);
    expect((await app.request('/report', as())).status, 'anonymous').toBe(401);
    expect((await app.request('/report', as('user'))).status, 'a member in a staff area').toBe(403);
    expect((await app.request('/report', { method: 'POST', ...as('user') })).status, 'each method').toBe(403);
    expect((await app.request('/report', as('chain'))).status, 'a kind of staff not named').toBe(403);
    expect((await app.request('/report', as('hotel'))).status).toBe(200);
  });

  it('gates only its own paths, not those of the areas mounted beside it', async () => {
    const app = backOffice(new Hono<AppEnv>().get('/report', (c) => c.json({ ok: true }, 200)));
    expect((await app.request('/mine', as('user'))).status, 'the staff area must not gate my page').toBe(200);
    expect((await app.request('/mine', as('hotel'))).status, 'nor my page the staff area').toBe(403);
    expect((await app.request('/report', as('hotel'))).status).toBe(200);
  });

  it('runs the guard before the handler, so a refused call changes nothing', async () => {
    let ran = false;
    const app = backOffice(
      new Hono<AppEnv>().post('/write', (c) => {
        ran = true;
        return c.json({ ok: true }, 200);
      }),
    );
    expect((await app.request('/write', { method: 'POST', ...as('user') })).status).toBe(403);
    expect(ran, 'the handler of a refused call must not run').toBe(false);
  });

  it('refuses an area with a catch-all, which would gate the paths of every area mounted after it', () => {
    const leaky = new Hono<AppEnv>()
      .use(async (_c, next) => next())
      .get('/report', (c) => c.json({ ok: true }, 200));
    expect(() => area(['user'], leaky)).toThrow(/not a route of its own/);
    const splat = new Hono<AppEnv>().get('/files/*', (c) => c.json({ ok: true }, 200));
    expect(() => area(['user'], splat)).toThrow(/not a route of its own/);
  });
});
