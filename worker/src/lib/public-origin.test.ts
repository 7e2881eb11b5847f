import { describe, expect, it } from 'vitest';
import { LOCAL_ORIGIN, publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it('uses the configured origin, without a trailing slash', () => {
    expect(publicOrigin({ APP_ENV: 'production', PUBLIC_ORIGIN: 'https://book.example.jp/' })).toBe(
      'https://book.example.jp',
    );
    expect(publicOrigin({ APP_ENV: 'local', PUBLIC_ORIGIN: 'http://127.0.0.1:9000' })).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('falls back to the local origin only in local and test runs', () => {
    expect(publicOrigin({ APP_ENV: 'local' })).toBe(LOCAL_ORIGIN);
    expect(publicOrigin({ APP_ENV: 'test' })).toBe(LOCAL_ORIGIN);
  });

  it('refuses to build mail links in a deployed worker without a real https origin', () => {
    for (const PUBLIC_ORIGIN of [
      undefined,
      '',
      'https://replace-with-your-domain.example',
      'http://book.example.jp',
      'https://book.example.jp/path',
    ]) {
      expect(() => publicOrigin({ APP_ENV: 'production', PUBLIC_ORIGIN }), String(PUBLIC_ORIGIN)).toThrow(
        'PUBLIC_ORIGIN is not configured',
      );
    }
  });
});
