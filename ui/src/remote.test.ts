import { describe, expect, it } from 'vitest';
import { findRoute, type RemoteRoute } from './remote';

describe('remote route matching', () => {
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
