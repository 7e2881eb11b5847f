import { describe, expect, it } from 'vitest';
import { DISPLAY_ID_ALPHABET, newDisplayId, normalizeDisplayId } from './display-id';

describe('display ids', () => {
  it('are 10 unambiguous characters and never repeat in many draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const id = newDisplayId();
      expect(id).toMatch(new RegExp(`^[${DISPLAY_ID_ALPHABET}]{10}$`));
      seen.add(id);
    }
    expect(seen.size).toBe(5000);
  });

  it('are not sequential', () => {
    const a = newDisplayId();
    const b = newDisplayId();
    expect(a).not.toBe(b);
    expect(a.slice(0, 6)).not.toBe(b.slice(0, 6));
  });

  it('accept what a guest types with spaces, hyphens or lower case', () => {
    expect(normalizeDisplayId(' k7q2-m9xh 4t ')).toBe('K7Q2M9XH4T');
  });
});
