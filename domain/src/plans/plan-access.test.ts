import { describe, expect, it } from 'vitest';
import { isPlanOpen } from './plan-access';

const secret = { is_visible: true, is_secret: true, secret_url: 'members-only' };
const open = { is_visible: true, is_secret: false, secret_url: null };

describe('isPlanOpen', () => {
  it('opens a public plan with or without a key', () => {
    expect(isPlanOpen(open, undefined)).toBe(true);
    expect(isPlanOpen(open, 'anything')).toBe(true);
  });
  it('opens a secret plan only with its own key', () => {
    expect(isPlanOpen(secret, 'members-only')).toBe(true);
    expect(isPlanOpen(secret, undefined), 'no key').toBe(false);
    expect(isPlanOpen(secret, 'members'), 'another key').toBe(false);
    expect(isPlanOpen({ ...secret, secret_url: null }, undefined), 'a secret plan without a key').toBe(false);
    expect(isPlanOpen({ ...secret, secret_url: '' }, ''), 'an empty key opens nothing').toBe(false);
  });
  it('never opens a hidden or missing plan', () => {
    expect(isPlanOpen({ ...secret, is_visible: false }, 'members-only')).toBe(false);
    expect(isPlanOpen({ ...open, is_visible: false }, undefined)).toBe(false);
    expect(isPlanOpen(undefined, undefined)).toBe(false);
  });
});
