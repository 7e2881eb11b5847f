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

  it('describes every query parameter as the string the server reads, a list as a comma list', async () => {
    const res = await call('/api/openapi.json');
    const arrays: string[] = [];
    for (const [path, ops] of Object.entries(res.json.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) {
          if (p.in === 'query' && p.schema?.type !== 'string' && !p.schema?.enum)
            arrays.push(`${method} ${path} ${p.name}`);
        }
      }
    }
    expect(arrays, 'a query string carries strings; a list is sent as a comma list').toEqual([]);
    const status = res.json.paths['/api/api/searchreservations'].get.parameters.find(
      (p: { name: string }) => p.name === 'status',
    );
    expect(status.schema.type).toBe('string');
    expect(status.schema.description ?? status.description, 'the document says how to send several').toMatch(
      /comma/i,
    );
  });
});

type Operation = {
  parameters?: { in: string; name: string; schema?: { type?: string; enum?: unknown[] } }[];
};
