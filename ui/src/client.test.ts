// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, login } from './api';
import { client, json } from './client';

let seen: { url: string; auth: string | null }[];
beforeEach(() => {
  localStorage.clear();
  seen = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push({ url, auth: new Headers(init.headers).get('authorization') });
    if (url.endsWith('/api/hotellogin')) {
      return Response.json({ access_token: 'a1', refresh_token: 'r1', expires_in: 1800 });
    }
    if (url.includes('hotel_id=404')) {
      return Response.json({ error: { code: 'forbidden', message: 'Forbidden' } }, { status: 403 });
    }
    return Response.json({ hotel: { hotel_id: 1, name: 'ホテル', chain_id: 0 } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('typed client', () => {
  it("sends the kind's token to the worker's path and reads the success body", async () => {
    await login('hotel', { login_id: 'hotel1', password: 'x' });
    const { hotel } = await json(client('hotel').api.api.gethotel.$get({ query: { hotel_id: '1' } }));
    expect(hotel.name).toBe('ホテル');
    expect(seen.at(-1)?.url).toMatch(/\/api\/api\/gethotel\?hotel_id=1$/);
    expect(seen.at(-1)?.auth).toBe('Bearer a1');
  });

  it('throws ApiError with the stable code for an answer that is not 2xx', async () => {
    await login('hotel', { login_id: 'hotel1', password: 'x' });
    const call = json(client('hotel').api.api.gethotel.$get({ query: { hotel_id: '404' } }));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('sends no token on public calls', async () => {
    await login('hotel', { login_id: 'hotel1', password: 'x' });
    await client().api.gethotelinfo.$get({ query: { hotel_id: '1', lang: 'ja' } });
    expect(seen.at(-1)?.auth).toBeNull();
  });
});
