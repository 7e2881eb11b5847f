import { meReply } from '@tomaru/domain/schemas/responses/auth';
import { errorBody } from '@tomaru/domain/schemas/responses/common';
import {
  calendarReply,
  childAvailsReply,
  hotelsReply,
  legalInfoReply,
  plansReply,
  priceReply,
  priceStocksReply,
} from '@tomaru/domain/schemas/responses/guest';
import { memberReservationsReply, profileReply } from '@tomaru/domain/schemas/responses/members';
import { staffHotelReply } from '@tomaru/domain/schemas/responses/orgs';
import { reservationReply, searchReservationsReply } from '@tomaru/domain/schemas/responses/reservations';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../test/helpers';

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
      '/api/api/checkemail',
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

type ErrorSchema = { properties?: { error?: { properties?: { code?: unknown } } } };

type Operation = {
  parameters?: { in: string; name: string; schema?: { type?: string; enum?: unknown[] } }[];
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { type?: string; properties?: object } }> }
  >;
};

function operations(paths: Record<string, Record<string, Operation>>) {
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, op })),
  );
}

/**
 * The body parsed with its declared schema must come back whole: a field the handler adds but the
 * schema does not declare would be dropped by the parse and fail the comparison.
 */
function expectDeclared(schema: v.GenericSchema, body: unknown, what: string) {
  const result = v.safeParse(schema, body);
  expect(
    result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? [],
    `${what} matches its schema`,
  ).toEqual([]);
  expect(result.output, `${what} has no field its schema leaves out`).toEqual(body);
}

describe('the responses of /api/openapi.json', () => {
  it('declares a success answer with its schema for every operation', async () => {
    const res = await call('/api/openapi.json');
    const missing: string[] = [];
    for (const { label, op } of operations(res.json.paths)) {
      const ok = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
      const content = ok?.[1].content ?? {};
      const schema =
        content['application/json']?.schema ?? content['text/csv']?.schema ?? content['text/plain']?.schema;
      if (!schema?.type && !schema?.properties) missing.push(label);
    }
    expect(operations(res.json.paths).length, 'every call is listed').toBeGreaterThanOrEqual(60);
    expect(missing, 'an operation without a declared 2xx schema').toEqual([]);
  });

  it('declares each error answer with the one error body', async () => {
    const res = await call('/api/openapi.json');
    const odd: string[] = [];
    for (const { label, op } of operations(res.json.paths)) {
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const schema = answer.content?.['application/json']?.schema as ErrorSchema | undefined;
        if (!schema?.properties?.error?.properties?.code) odd.push(`${label} ${status}`);
      }
    }
    expect(odd, 'an error status without the error body').toEqual([]);
    const forbidden = res.json.paths['/api/api/gethotel'].get.responses['403'];
    expect(forbidden, 'a back-office read declares its 403').toBeDefined();
  });

  it('answers as declared: plans, a hotel, a reservation search, me, a profile, an error', async () => {
    const plain = await call('/api/getplans?hotel_id=1');
    expectDeclared(plansReply, plain.json, 'getplans without dates');
    const dated = await call(
      `/api/getplans?hotel_id=1&checkin=${tokyoDate(30)}&checkout=${tokyoDate(32)}&adults=2`,
    );
    expectDeclared(plansReply, dated.json, 'getplans with dates');
    const { access_token: staff } = await signIn('hotel', 'hotel1');
    const hotel = await call('/api/api/gethotel?hotel_id=1', { token: staff });
    expectDeclared(staffHotelReply, hotel.json, 'gethotel');
    const search = await call('/api/api/searchreservations?hotel_id=1', { token: staff });
    expect(search.json.reservations.length, 'the demo has reservations to check').toBeGreaterThan(0);
    expectDeclared(searchReservationsReply, search.json, 'searchreservations');
    expectDeclared(meReply, (await call('/api/api/me', { token: staff })).json, 'me');
    const { access_token: member } = await signIn('user', 'guest@example.com');
    expectDeclared(profileReply, (await call('/api/api/getuserinfo', { token: member })).json, 'getuserinfo');
    expectDeclared(errorBody, (await call('/api/api/gethotel?hotel_id=1', { token: member })).json, 'a 403');
  });

  it('answers as declared: hotels, legal notation, child types, a calendar, a week, a price, a reservation', async () => {
    expectDeclared(hotelsReply, (await call('/api/gethotels?lang=en')).json, 'gethotels');
    expectDeclared(legalInfoReply, (await call('/api/getinfo?hotel_id=1')).json, 'getinfo');
    expectDeclared(childAvailsReply, (await call('/api/getchildavails?plan_id=101')).json, 'getchildavails');
    const calendar = await call('/api/getcalendar', {
      body: {
        hotel_id: 1,
        plan_id: 101,
        room_id: 101,
        from: tokyoDate(10),
        days: 14,
        adults: 2,
        room_count: 1,
      },
    });
    expect(calendar.status, calendar.text).toBe(200);
    expectDeclared(calendarReply, calendar.json, 'getcalendar');
    const week = await call('/api/getpricestocks', {
      body: { hotel_id: 1, from: tokyoDate(10), days: 7, adults: 2 },
    });
    expect(week.status, week.text).toBe(200);
    expectDeclared(priceStocksReply, week.json, 'getpricestocks');
    const price = await call('/api/calculateprice', { body: bookingBody() });
    expect(price.status, price.text).toBe(200);
    expectDeclared(priceReply, price.json, 'calculateprice');
    const { access_token: staff } = await signIn('admin', 'admin');
    const [first] = (await call('/api/api/searchreservations?hotel_id=1', { token: staff })).json
      .reservations;
    const detail = await call(`/api/api/getreservation?reservation_id=${first.reservation_id}`, {
      token: staff,
    });
    expectDeclared(reservationReply, detail.json, 'getreservation');
    const { access_token: member } = await signIn('user', 'guest@example.com');
    const mine = await call('/api/api/getuserreservations', { token: member });
    expectDeclared(memberReservationsReply, mine.json, 'getuserreservations');
  });
});
