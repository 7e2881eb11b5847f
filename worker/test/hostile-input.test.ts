import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD } from './helpers';

async function counts() {
  const row = await env.DB.prepare(
    'SELECT (SELECT count(*) FROM staff_accounts) AS staff, (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM hotels) AS hotels',
  ).first();
  return row;
}

describe('malformed and hostile input', () => {
  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await call('/api/hotellogin', {
      rawBody: '{"login_id": "hotel1", "password": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('malformed_json');
  });

  it('answers wrong types with 422 and one issue per field', async () => {
    const res = await call('/api/hotellogin', { body: { login_id: 123, password: ['x'] } });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
    expect(res.json.error.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'login_id',
      'password',
    ]);
    for (const body of [null, [], 'text', 42, { login_id: null, password: null }]) {
      const r = await call('/api/adminlogin', { body });
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers a body without JSON content type with 422, not 500', async () => {
    const res = await call('/api/login', { rawBody: 'email=a&password=b' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses a 1 MB string with 413 before reading it', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    const res = await call('/api/hotellogin', { body: { login_id: huge, password: DEMO_PASSWORD } });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
  });

  it('refuses an over-long field with 422 max_length', async () => {
    const res = await call('/api/hotellogin', {
      body: { login_id: 'a'.repeat(65), password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.issues[0].code).toBe('max_length');
  });

  it('treats SQL fragments as plain text and changes nothing', async () => {
    const before = await counts();
    const fragments = [
      "admin' --",
      "' OR '1'='1",
      "hotel1'; DROP TABLE staff_accounts; --",
      '1; DELETE FROM members',
      "x' UNION SELECT password_hash FROM staff_accounts --",
    ];
    for (const login_id of fragments) {
      const res = await call('/api/adminlogin', { body: { login_id, password: "' OR '1'='1" } });
      expect(res.status, login_id).toBe(401);
      const member = await call('/api/login', { body: { email: `${login_id}@example.com`, password: 'x' } });
      expect(member.status, login_id).toBeLessThan(500);
    }
    const hotel = await call("/api/gethotelinfo?hotel_id=1'%20OR%20'1'='1");
    expect(hotel.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('rejects e-mail addresses that violate the RFC', async () => {
    for (const email of [
      'plainaddress',
      'a@b@c.com',
      'a..b@example.com',
      '.a@example.com',
      'a@-example.com',
    ]) {
      const res = await call('/api/login', { body: { email, password: DEMO_PASSWORD } });
      expect(res.status, email).toBe(422);
      expect(res.json.error.issues[0].code).toBe('invalid_email');
    }
  });

  it('answers unknown API paths with a JSON 404 and never a page', async () => {
    const res = await call('/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('puts a request id on every answer', async () => {
    const ok = await call('/api/gethotelinfo?hotel_id=1');
    const bad = await call('/api/no-such-call');
    expect(ok.headers.get('X-Request-Id')).toMatch(/[\w-]{8,}/);
    expect(bad.headers.get('X-Request-Id')).toMatch(/[\w-]{8,}/);
  });
});
