import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, timingSafeEqual, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Tomaru2026demo');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Tomaru2026demo', stored)).toBe(true);
    expect(await verifyPassword('Tomaru2026dem0', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords never store alike', async () => {
    expect(await hashPassword('Tomaru2026demo')).not.toBe(await hashPassword('Tomaru2026demo'));
  });

  it('refuses malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'md5$1$a$b', 'pbkdf2-sha256$x$a$b', 'pbkdf2-sha256$0$a$b']) {
      expect(await verifyPassword('anything1234', stored)).toBe(false);
    }
    expect(await verifyPassword('anything1234', DUMMY_PASSWORD_HASH)).toBe(false);
  });

  it('compares bytes without stopping at the first difference', () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
