import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers';

describe('checkemail', () => {
  it('tells whether an e-mail is free for registration', async () => {
    expect((await call('/api/checkemail?email=guest@example.com')).json).toEqual({ available: false });
    expect((await call('/api/checkemail?email=new@example.com')).json).toEqual({ available: true });
    expect((await call('/api/checkemail?email=bad')).status).toBe(422);
  });
  it('answers whether an e-mail is free at most 60 times per client address in 15 minutes', async () => {
    const address = '203.0.113.77';
    const t = Math.floor(Date.now() / 1000) + 30 * 86400;
    for (let i = 0; i < 60; i++) {
      expect((await call(`/api/checkemail?email=a${i}@example.com`, { address, now: t })).status).toBe(200);
    }
    expect((await call('/api/checkemail?email=last@example.com', { address, now: t })).status).toBe(429);
  });
});
