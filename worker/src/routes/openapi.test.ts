import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';

describe('GET /api/openapi.json', () => {
  it('documents every call with the schemas that validate it', async () => {
    const res = await call('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\.1/);
    const paths = Object.keys(res.json.paths);
    for (const path of [
      '/api/login',
      '/api/hotellogin',
      '/api/chainlogin',
      '/api/unionlogin',
      '/api/adminlogin',
      '/api/refreshtoken',
      '/api/api/logout',
      '/api/api/me',
      '/api/api/changepassword',
      '/api/api/gethotel',
      '/api/api/getchain',
      '/api/api/gethotelsall',
      '/api/api/getunion',
      '/api/gethotelinfo',
      '/api/gethotels',
      '/api/getinfo',
      '/api/getplan',
      '/api/getplans',
      '/api/searchplans',
      '/api/getsecretplan',
      '/api/getroom',
      '/api/getrooms',
      '/api/getoptions',
      '/api/getquestions',
      '/api/getchildavails',
      '/api/getchildtype',
      '/api/getminprices',
      '/api/getroomstocks',
      '/api/getroomstocksbyurlname',
      '/api/getcalendar',
      '/api/getprices',
      '/api/getpricestocks',
      '/api/getroomavails',
      '/api/calculateprice',
      '/api/book',
      '/api/checkemail',
    ]) {
      expect(paths, path).toContain(path);
    }
    const login = res.json.paths['/api/hotellogin'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['login_id', 'password']));
    const query = res.json.paths['/api/gethotelinfo'].get.parameters.map((p: { name: string }) => p.name);
    expect(query).toEqual(expect.arrayContaining(['hotel_id', 'lang']));
  });
});
