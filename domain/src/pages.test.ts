import { describe, expect, it } from 'vitest';
import { isKnownPage, matchPath } from './pages';

describe('page paths', () => {
  it('matches static and $param segments exactly', () => {
    expect(matchPath('/hotels/$id', '/hotels/12')).toEqual({ id: '12' });
    expect(matchPath('/hotels/$id', '/hotels/12/')).toEqual({ id: '12' });
    expect(matchPath('/hotels/$id', '/hotels')).toBeNull();
    expect(matchPath('/hotels/$id', '/hotels/12/book')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('', '')).toEqual({});
    expect(matchPath('plan/edit', 'plan/edit')).toEqual({});
    expect(matchPath('plan/edit', 'plan/create')).toBeNull();
  });

  it('decodes parameters and refuses malformed encodings', () => {
    expect(matchPath('/hotels/$id/secret/$url', '/hotels/1/secret/a%20b')).toEqual({ id: '1', url: 'a b' });
    expect(matchPath('/x/$y', '/x/%E0%A4%A')).toBeNull();
  });

  it('knows the guest pages, the sign-in pages and the back office in every language', () => {
    for (const path of [
      '/',
      '/en',
      '/hotels/1',
      '/zh-TW/hotels/1/book',
      '/checkreserve/T123',
      '/ko/mypage/userinfo',
      '/login/hotel',
      '/requestlogin',
      '/admin/hotel',
      '/admin/hotel/plan/edit',
      '/admin/adminhotel/3/plan/edit',
    ]) {
      expect(isKnownPage(path), path).toBe(true);
    }
  });

  it('does not know paths no page shows', () => {
    for (const path of [
      '/nothing',
      '/en/nothing',
      '/ja/hotellist',
      '/hotels/1/nothing',
      '/checkreserve/T1/x',
      '/admin',
      '/admin/nobody',
      '/admin/hotel/plan/edit/more',
      '/maintenance',
    ]) {
      expect(isKnownPage(path), path).toBe(false);
    }
  });
});
