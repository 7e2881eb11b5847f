// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  getMe,
  getSession,
  login,
  logout,
  REFRESH_MARGIN_MS,
  setReauthenticate,
  setUnauthorizedHandler,
} from './api';

type Call = { url: string; method: string; auth: string | null; body: unknown };
let calls: Call[];
let answer: (call: Call) => { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pair = (n: number) => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  token_type: 'Bearer',
  expires_in: 1800,
});

beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      auth: new Headers(init.headers).get('authorization'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return json(status, body);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('api client', () => {
  it('keeps the pair per kind of user and sends the access token', async () => {
    answer = (c) =>
      c.url === '/api/hotellogin' ? { status: 200, body: pair(1) } : { status: 200, body: { ok: 1 } };
    await login('hotel', { login_id: 'hotel1', password: 'x' });
    expect(getSession('hotel')?.refresh_token).toBe('r1');
    expect(getSession('admin')).toBeNull();
    await api('/api/api/gethotel', { kind: 'hotel', query: { hotel_id: 1 } });
    expect(calls.at(-1)).toMatchObject({ url: '/api/api/gethotel?hotel_id=1', auth: 'Bearer a1' });
  });

  it('turns an error answer into ApiError with the stable code', async () => {
    answer = () => ({ status: 401, body: { error: { code: 'login_failed', message: 'Login failed.' } } });
    const error = await login('admin', { login_id: 'admin', password: 'nope' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'login_failed' });
    expect(getSession('admin')).toBeNull();
  });

  it('refreshes before the access token expires, once for calls made together (rotation)', async () => {
    let n = 1;
    answer = (c) =>
      c.url === '/api/refreshtoken' ? { status: 200, body: pair(++n) } : { status: 200, body: {} };
    localStorage.setItem(
      'tomaru.session.chain',
      JSON.stringify({
        access_token: 'a1',
        refresh_token: 'r1',
        expires_at: Date.now() + REFRESH_MARGIN_MS - 1000,
      }),
    );
    await Promise.all([api('/api/api/x', { kind: 'chain' }), api('/api/api/y', { kind: 'chain' })]);
    const refreshes = calls.filter((c) => c.url === '/api/refreshtoken');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh_token: 'r1' });
    expect(calls.filter((c) => c.url.startsWith('/api/api/')).map((c) => c.auth)).toEqual([
      'Bearer a2',
      'Bearer a2',
    ]);
    expect(getSession('chain')?.refresh_token).toBe('r2');
  });

  it('sends the user to /requestlogin (the handler) after a 401 it cannot repair', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer = () => ({ status: 401, body: { error: { code: 'unauthorized', message: '' } } });
    localStorage.setItem(
      'tomaru.session.union',
      JSON.stringify({ access_token: 'dead', refresh_token: 'dead', expires_at: Date.now() + 1_000_000 }),
    );
    await expect(api('/api/api/getunion', { kind: 'union' })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/api/getunion', '/api/refreshtoken']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getSession('union'), 'a refused refresh token is forgotten').toBeNull();
  });

  it('repairs a 401 with one refresh and one retry with the new token', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer = (c) => {
      if (c.url === '/api/refreshtoken') return { status: 200, body: pair(2) };
      return c.auth === 'Bearer a2'
        ? { status: 200, body: { hotel: 'ok' } }
        : { status: 401, body: { error: { code: 'unauthorized', message: '' } } };
    };
    localStorage.setItem(
      'tomaru.session.hotel',
      JSON.stringify({ access_token: 'a1', refresh_token: 'r1', expires_at: Date.now() + 1_000_000 }),
    );
    const result = await api('/api/api/gethotel', { kind: 'hotel' });
    expect(result, 'the call succeeds after a revoked access token is renewed').toEqual({ hotel: 'ok' });
    expect(
      calls.map((c) => [c.url, c.auth]),
      'the call, one refresh with the stored refresh token, one retry with the new access token',
    ).toEqual([
      ['/api/api/gethotel', 'Bearer a1'],
      ['/api/refreshtoken', null],
      ['/api/api/gethotel', 'Bearer a2'],
    ]);
    expect(calls[1]?.body).toEqual({ refresh_token: 'r1' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getSession('hotel')?.refresh_token).toBe('r2');
  });

  it('refreshes and retries once only when the retry is refused too (no loop)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    let n = 1;
    answer = (c) =>
      c.url === '/api/refreshtoken'
        ? { status: 200, body: pair(++n) }
        : { status: 401, body: { error: { code: 'unauthorized', message: '' } } };
    localStorage.setItem(
      'tomaru.session.chain',
      JSON.stringify({ access_token: 'a1', refresh_token: 'r1', expires_at: Date.now() + 1_000_000 }),
    );
    await expect(api('/api/api/getchain', { kind: 'chain' })).rejects.toMatchObject({ status: 401 });
    expect(
      calls.map((c) => c.url),
      'one call, one refresh, one retry, then give up',
    ).toEqual(['/api/api/getchain', '/api/refreshtoken', '/api/api/getchain']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never redirects for the me lookup', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer = () => ({ status: 401, body: { error: { code: 'unauthorized', message: '' } } });
    await expect(getMe('admin')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs out by revoking the refresh token, then forgets the pair', async () => {
    answer = () => ({ status: 200, body: {} });
    localStorage.setItem(
      'tomaru.session.admin',
      JSON.stringify({ access_token: 'a9', refresh_token: 'r9', expires_at: Date.now() + 1_000_000 }),
    );
    await logout('admin');
    expect(calls).toEqual([
      { url: '/api/api/logout', method: 'POST', auth: 'Bearer a9', body: { refresh_token: 'r9' } },
    ]);
    expect(getSession('admin')).toBeNull();
  });

  it('keeps the page when the session died: signs in again over it and sends the same call again', async () => {
    let signedInAgain = false;
    answer = (c) => {
      if (c.url === '/api/hotellogin') return { status: 200, body: pair(signedInAgain ? 9 : 1) };
      if (c.url === '/api/refreshtoken')
        return { status: 401, body: { error: { code: 'invalid_refresh_token' } } };
      if (c.auth === 'Bearer a9') return { status: 200, body: { saved: c.body } };
      return { status: 401, body: { error: { code: 'unauthorized' } } };
    };
    await login('hotel', { login_id: 'hotel1', password: 'x' });
    const redirected = vi.fn();
    setUnauthorizedHandler(redirected);
    const asked: string[] = [];
    const off = setReauthenticate(async (kind) => {
      asked.push(kind);
      signedInAgain = true;
      await login('hotel', { login_id: 'hotel1', password: 'x' });
      return true;
    });
    try {
      const result = await api('/api/api/updatereservationmemo', {
        kind: 'hotel',
        body: { memo: 'long memo' },
      });
      expect(result, 'the same body is sent again after signing in').toEqual({
        saved: { memo: 'long memo' },
      });
      expect(asked).toEqual(['hotel']);
      expect(redirected, 'no trip to the login page').not.toHaveBeenCalled();
    } finally {
      off();
    }
  });

  it('goes to the login page when the user gives up signing in again', async () => {
    answer = (c) =>
      c.url === '/api/hotellogin'
        ? { status: 200, body: pair(1) }
        : c.url === '/api/refreshtoken'
          ? { status: 401, body: { error: { code: 'invalid_refresh_token' } } }
          : { status: 401, body: { error: { code: 'unauthorized' } } };
    await login('hotel', { login_id: 'hotel1', password: 'x' });
    const redirected = vi.fn();
    setUnauthorizedHandler(redirected);
    const off = setReauthenticate(async () => false);
    try {
      await expect(api('/api/api/gethotel', { kind: 'hotel' })).rejects.toMatchObject({ status: 401 });
      expect(redirected).toHaveBeenCalledOnce();
    } finally {
      off();
    }
  });
});
