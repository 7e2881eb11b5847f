import { describe, expect, it } from 'vitest';
import { homeFor, kindForPath, loginPathFor, requestLoginHref, safeAfterLogin } from './paths';

describe('sign-in paths', () => {
  it('knows whose sign-in a page needs, in every language', () => {
    expect(kindForPath('/admin/hotel/plan')).toBe('hotel');
    expect(kindForPath('/en/admin/adminhotel/3')).toBe('admin');
    expect(kindForPath('/ko/admin/chainhotel/1/plan')).toBe('chain');
    expect(kindForPath('/zh-TW/admin/union')).toBe('union');
    expect(kindForPath('/admin/admin')).toBe('admin');
    expect(kindForPath('/mypage')).toBe('user');
    expect(kindForPath('/')).toBe('user');
  });

  it('keeps afterlogin on this site', () => {
    expect(safeAfterLogin('/en/admin/hotel?x=1')).toBe('/en/admin/hotel?x=1');
    expect(safeAfterLogin('//evil.example/')).toBeNull();
    expect(safeAfterLogin('/\\evil.example/')).toBeNull();
    expect(safeAfterLogin('https://evil.example/')).toBeNull();
    expect(safeAfterLogin(undefined)).toBeNull();
  });

  it('builds /requestlogin in the language of the interrupted page', () => {
    expect(requestLoginHref('/admin/hotel/plan?page=2')).toBe(
      '/requestlogin?afterlogin=%2Fadmin%2Fhotel%2Fplan%3Fpage%3D2',
    );
    expect(requestLoginHref('/en/admin/union')).toBe('/en/requestlogin?afterlogin=%2Fen%2Fadmin%2Funion');
  });

  it('names each kind’s login and home pages', () => {
    expect(loginPathFor('union', 'ja')).toBe('/login/union');
    expect(loginPathFor('user', 'ko')).toBe('/ko/login');
    expect(homeFor('chain', 'en')).toBe('/en/admin/chain');
    expect(homeFor('user', 'ja')).toBe('/');
  });
});
