import { describe, expect, it } from 'vitest';
import { findRoute, matchPath, type RemoteRoute } from './remote';

describe('remote route matching', () => {
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

  it('finds the first route that matches', () => {
    const page = () => null;
    const routes: RemoteRoute[] = [
      { path: '/hotels/$id', component: page, hotelParam: 'id' },
      { path: '/', component: page },
    ];
    expect(findRoute(routes, '/hotels/3')?.params).toEqual({ id: '3' });
    expect(findRoute(routes, '/')?.route).toBe(routes[1]);
    expect(findRoute(routes, '/mypage')).toBeNull();
  });
});
