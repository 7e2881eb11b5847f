import { env } from 'cloudflare:test';
import {
  createChain,
  createPayment,
  createReservation,
  createStaffAccount,
  createUnion,
} from '@tomaru/db/seed/factories';
import { tokyoInstant } from '@tomaru/domain/dates/stay';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/helpers';
import { bookableHotel, signInAs, testDb, type World } from '../../../test/world';
import { createApp } from '../../app';
import { openSecret } from '../../lib/secret-box';

let admin: string;
let hotel1: string;
let hotel2: string;
let chain1: string;
let union1: string;

beforeAll(async () => {
  [admin, hotel1, hotel2, chain1, union1] = (
    await Promise.all([
      signIn('admin', 'admin'),
      signIn('hotel', 'hotel1'),
      signIn('hotel', 'hotel2'),
      signIn('chain', 'chain1'),
      signIn('union', 'union1'),
    ])
  ).map((t) => t.access_token) as [string, string, string, string, string];
});

const getEpsilon = (hotelId: number, token: string) =>
  call(`/api/api/getepsilon?hotel_id=${hotelId}`, { token });
const updateEpsilon = (token: string, body: Record<string, unknown>) =>
  call('/api/api/updatehotelepsilons', { token, body });

/** A hotel of the test's own in a chain of its own, with its hotel, chain and union accounts signed in. */
async function ownHotel() {
  const db = testDb();
  const chain = await createChain(db);
  const world = await bookableHotel({ hotel: { chain_id: chain.chain_id }, nights: 5 });
  const union = await createUnion(db, { hotel_ids: [world.hotel.hotel_id] });
  const [hotel, chainUser, unionUser] = await Promise.all([
    createStaffAccount(db, { kind: 'hotel', entity_id: world.hotel.hotel_id }).then(signInAs),
    createStaffAccount(db, { kind: 'chain', entity_id: chain.chain_id }).then(signInAs),
    createStaffAccount(db, { kind: 'union', entity_id: union.union_id }).then(signInAs),
  ]);
  return {
    world,
    hotelId: world.hotel.hotel_id,
    tokens: { hotel: hotel.access_token, chain: chainUser.access_token, union: unionUser.access_token },
  };
}

const stored = (hotelId: number) =>
  env.DB.prepare('SELECT * FROM hotel_epsilon_contracts WHERE hotel_id = ?').bind(hotelId).first();

describe('the hotel’s Epsilon contract', () => {
  it('offers Epsilon at demo hotels 1 and 3 with the demo contract code, sealed with the local key', async () => {
    for (const hotelId of [1, 3]) {
      const res = await getEpsilon(hotelId, admin);
      expect(res.status, res.text).toBe(200);
      expect(res.json.epsilon).toMatchObject({ enabled: true, contract_code_hint: '••••6666' });
      const row = await stored(hotelId);
      expect(row?.contract_code_enc, 'stored sealed, never plain').not.toContain('66666666');
      expect(await openSecret(env, String(row?.contract_code_enc)), 'the worker opens the seed’s seal').toBe(
        '66666666',
      );
    }
    expect((await getEpsilon(2, admin)).json.epsilon, 'hotel 2 has no contract').toBeNull();
  });

  it('never sends the contract code back, in an answer or in the history', async () => {
    const { hotelId, tokens } = await ownHotel();
    const saved = await updateEpsilon(tokens.hotel, {
      hotel_id: hotelId,
      enabled: true,
      contract_code: '12345678',
      st_code: '10100-0000-00000',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.epsilon.contract_code_hint).toBe('••••5678');
    const read = await getEpsilon(hotelId, tokens.hotel);
    const history = await call(`/api/api/getaudit?entity=epsilon&entity_id=${hotelId}`, {
      token: tokens.hotel,
    });
    expect(history.status, history.text).toBe(200);
    for (const text of [saved.text, read.text, history.text]) {
      expect(text, 'the code appears nowhere').not.toContain('12345678');
    }
    const change = history.json.entries[0].changes.find(
      (c: { field: string }) => c.field === 'contract_code',
    );
    expect(change, 'the trail says the code changed').toEqual({
      field: 'contract_code',
      before: null,
      after: 'changed',
    });
    const row = await stored(hotelId);
    expect(await openSecret(env, String(row?.contract_code_enc))).toBe('12345678');
  });

  it('keeps the stored code when the update leaves it out, and refuses to enable without any code', async () => {
    const { hotelId, tokens } = await ownHotel();
    const without = await updateEpsilon(tokens.chain, {
      hotel_id: hotelId,
      enabled: true,
      st_code: '10000-0000-00000',
    });
    expect(without.status, without.text).toBe(422);
    expect(without.json.error.issues[0]).toMatchObject({ path: 'contract_code', code: 'required' });
    expect(await stored(hotelId), 'nothing written').toBeNull();

    await updateEpsilon(tokens.chain, {
      hotel_id: hotelId,
      enabled: false,
      contract_code: '87654321',
      st_code: '10000-0000-00000',
    });
    const before = await stored(hotelId);
    const kept = await updateEpsilon(tokens.chain, {
      hotel_id: hotelId,
      enabled: true,
      st_code: '11000-0000-00000',
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.epsilon).toMatchObject({
      enabled: true,
      contract_code_hint: '••••4321',
      st_code: '11000-0000-00000',
    });
    expect((await stored(hotelId))?.contract_code_enc, 'the same sealed code').toBe(
      before?.contract_code_enc,
    );
  });

  it('validates the contract code (8 digits) and st_code (0/1 groups, at most 17)', async () => {
    const { hotelId, tokens } = await ownHotel();
    for (const [field, value] of [
      ['contract_code', '1234567'],
      ['contract_code', 'abcdefgh'],
      ['st_code', '10000-0000-000000000'],
      ['st_code', '12000-0000-00000'],
      ['st_code', '00000-0000-00000'],
    ] as const) {
      const res = await updateEpsilon(tokens.hotel, {
        hotel_id: hotelId,
        enabled: false,
        contract_code: '12345678',
        st_code: '10000-0000-00000',
        [field]: value,
      });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(res.json.error.issues[0].path).toBe(field);
    }
  });

  it('lets only admin set Epsilon’s fees: a hotel or chain sending them gets 403 forbidden_field', async () => {
    const { hotelId, tokens } = await ownHotel();
    const body = { hotel_id: hotelId, enabled: true, contract_code: '12345678', st_code: '10000-0000-00000' };
    for (const token of [tokens.hotel, tokens.chain]) {
      const res = await updateEpsilon(token, { ...body, fee_rate_bp: 100 });
      expect(res.status, res.text).toBe(403);
      expect(res.json.error.code).toBe('forbidden_field');
    }
    expect(await stored(hotelId), 'nothing written').toBeNull();
    const byAdmin = await updateEpsilon(admin, { ...body, fee_rate_bp: 320, fee_fixed: 40 });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.json.epsilon).toMatchObject({ fee_rate_bp: 320, fee_fixed: 40 });
    const byHotel = await updateEpsilon(tokens.hotel, { ...body, enabled: false });
    expect(byHotel.status, byHotel.text).toBe(200);
    expect(byHotel.json.epsilon, 'the hotel’s answer carries no fee').not.toHaveProperty('fee_rate_bp');
    expect(
      (await getEpsilon(hotelId, admin)).json.epsilon,
      'a hotel’s save keeps admin’s fees',
    ).toMatchObject({
      enabled: false,
      fee_rate_bp: 320,
      fee_fixed: 40,
    });
  });

  it('shows Epsilon’s fees to admin only: the hotel, its chain and a union read the contract without them', async () => {
    const hotelRead = await getEpsilon(1, hotel1);
    expect(hotelRead.status, hotelRead.text).toBe(200);
    expect(hotelRead.json.epsilon.contract_code_hint, 'hotel 1 reads its own contract').toBe('••••6666');
    for (const [who, token] of [
      ['hotel1', hotel1],
      ['chain1', chain1],
      ['union1', union1],
    ] as const) {
      const res = await getEpsilon(1, token);
      expect(res.status, res.text).toBe(200);
      expect(res.json.epsilon, `${who} sees no fee rate`).not.toHaveProperty('fee_rate_bp');
      expect(res.json.epsilon, `${who} sees no fixed fee`).not.toHaveProperty('fee_fixed');
    }
    const byAdmin = await getEpsilon(1, admin);
    expect(byAdmin.json.epsilon, 'admin sees the demo fee, 3.5 % + ¥0').toMatchObject({
      fee_rate_bp: 350,
      fee_fixed: 0,
    });
  });

  it('names a fee change in the history the hotel reads, but shows its figures to admin only', async () => {
    const { hotelId, tokens } = await ownHotel();
    const body = { hotel_id: hotelId, enabled: true, contract_code: '12345678', st_code: '10000-0000-00000' };
    expect((await updateEpsilon(admin, { ...body, fee_rate_bp: 320, fee_fixed: 40 })).status).toBe(200);
    const history = (token: string) =>
      call(`/api/api/getaudit?entity=epsilon&entity_id=${hotelId}`, { token });
    const feeChanges = (res: Awaited<ReturnType<typeof history>>) =>
      res.json.entries[0].changes.filter((c: { field: string }) => c.field.startsWith('fee_'));
    for (const token of [tokens.hotel, tokens.chain, tokens.union]) {
      const res = await history(token);
      expect(res.status, res.text).toBe(200);
      expect(feeChanges(res), 'the fields are named, their figures are not').toEqual([
        { field: 'fee_rate_bp', before: null, after: 'changed' },
        { field: 'fee_fixed', before: null, after: 'changed' },
      ]);
    }
    expect(feeChanges(await history(admin)), 'admin reads the figures').toEqual([
      { field: 'fee_rate_bp', before: null, after: 320 },
      { field: 'fee_fixed', before: null, after: 40 },
    ]);
  });

  it('refuses hotel 2 hotel 1’s contract, and lets a union read but never write', async () => {
    expect((await getEpsilon(1, hotel2)).status).toBe(403);
    const write = await updateEpsilon(hotel2, {
      hotel_id: 1,
      enabled: false,
      contract_code: '11111111',
      st_code: '10000-0000-00000',
    });
    expect(write.status, write.text).toBe(403);
    const read = await getEpsilon(1, union1);
    expect(read.status, read.text).toBe(200);
    expect(read.json.epsilon.contract_code_hint).toBe('••••6666');
    const unionWrite = await updateEpsilon(union1, {
      hotel_id: 1,
      enabled: false,
      st_code: '10000-0000-00000',
    });
    expect(unionWrite.status, unionWrite.text).toBe(403);
    expect((await stored(1))?.enabled, 'hotel 1 still offers Epsilon').toBe(1);
    expect((await getEpsilon(1, chain1)).status, 'its chain reads it').toBe(200);
    expect((await getEpsilon(1, hotel1)).status, 'the hotel reads it').toBe(200);
  });
});

/** A reservation of `world` with Epsilon payments of the test's own. */
async function reservationOf(world: World) {
  return createReservation(testDb(), {
    hotel_id: world.hotel.hotel_id,
    plan_id: world.plan.plan_id,
    room_id: world.room.room_id,
    checkin: world.from,
    take_stock: false,
    fields: { payment_method: 'epsilon' },
  });
}

describe('a reservation’s payments', () => {
  it('shows the attempts and their events to whoever may read the reservation, and no one else', async () => {
    const { world, hotelId, tokens } = await ownHotel();
    const reservation = await reservationOf(world);
    const db = testDb();
    await createPayment(db, {
      reservation_id: reservation.reservation_id,
      hotel_id: hotelId,
      order_number: `F${reservation.reservation_id}A`,
      state: 'failed',
      failure_code: 'declined',
      events: [{ kind: 'started' }, { kind: 'declined', detail: { err_code: '1' } }],
    });
    await createPayment(db, {
      reservation_id: reservation.reservation_id,
      hotel_id: hotelId,
      order_number: `F${reservation.reservation_id}B`,
      amount: 23_100,
      provider_ref: 'TRANS1',
      events: [{ kind: 'started' }, { kind: 'notified' }, { kind: 'paid', detail: { state: 1 } }],
    });
    for (const token of [tokens.hotel, tokens.chain, tokens.union, admin]) {
      const res = await call(`/api/api/getreservationpayments?reservation_id=${reservation.reservation_id}`, {
        token,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.payments.map((p: { state: string }) => p.state)).toEqual(['failed', 'paid']);
      expect(res.json.payments[1]).toMatchObject({
        amount: 23_100,
        refunded_amount: 0,
        provider_ref: 'TRANS1',
      });
      expect(res.json.events.map((e: { kind: string }) => e.kind)).toEqual([
        'started',
        'declined',
        'started',
        'notified',
        'paid',
      ]);
      expect(res.json.events[1]).toMatchObject({
        order_number: `F${reservation.reservation_id}A`,
        detail: { err_code: '1' },
      });
    }
    const other = await call(`/api/api/getreservationpayments?reservation_id=${reservation.reservation_id}`, {
      token: hotel2,
    });
    expect(other.status, 'another hotel learns nothing').toBe(404);
    expect(other.json.error.code).toBe('reservation_not_found');
  });
});

describe('admin’s remittance of Epsilon’s collections', () => {
  // A month no other test pays in: the sums below are this file's alone, besides the demo hotels.
  const period = '2031-05';
  const inMonth = (day: string, time: string) => tokyoInstant(`${period}-${day}`, time);

  it('sums each hotel’s paid Epsilon sales of the Tokyo month, less refunds and Epsilon’s fee, to the yen', async () => {
    const { world, hotelId } = await ownHotel();
    await updateEpsilon(admin, {
      hotel_id: hotelId,
      enabled: true,
      contract_code: '12345678',
      st_code: '10000-0000-00000',
      fee_rate_bp: 325,
      fee_fixed: 40,
    });
    const db = testDb();
    const r = await reservationOf(world);
    const pay = (over: Parameters<typeof createPayment>[1]) => createPayment(db, over);
    // Sales summed by the month: many on one reservation, none of them the booking's own.
    const base = { reservation_id: r.reservation_id, hotel_id: hotelId, books_reservation: false };
    // In the month (Tokyo): the 1st at 00:00 and the 31st at 23:59:59.
    await pay({ ...base, amount: 46_201, paid_at: inMonth('01', '00:00') });
    await pay({ ...base, amount: 12_345, paid_at: inMonth('31', '23:59:59') });
    // Refunded in part: counts what was kept; refunded whole: no sale.
    await pay({
      ...base,
      amount: 10_000,
      state: 'refunded',
      refunded_amount: 3_000,
      paid_at: inMonth('15', '12:00'),
    });
    await pay({
      ...base,
      amount: 8_000,
      state: 'refunded',
      refunded_amount: 8_000,
      paid_at: inMonth('16', '12:00'),
    });
    // Not in it: the month before in Tokyo (the 30th of April 23:59:59 JST), a card payment, an unpaid one.
    await pay({ ...base, amount: 99_999, paid_at: inMonth('01', '00:00') - 1 });
    await pay({ ...base, method: 'card', amount: 50_000, paid_at: inMonth('10', '10:00') });
    await pay({ ...base, amount: 70_000, state: 'started', paid_at: null });

    const res = await call(`/api/api/getreservationtransfers?period=${period}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    const line = res.json.hotels.find((h: { hotel_id: number }) => h.hotel_id === hotelId);
    const collected = 46_201 + 12_345 + 7_000; // 65,546
    const fee = Math.floor((collected * 325) / 10_000) + 40 * 3; // 2,130 + 120
    expect(line).toMatchObject({
      sales_count: 3,
      collected: 65_546,
      fee: 2_250,
      owed: 63_296,
      transferred_amount: 0,
      balance: 63_296,
      bank_account: null,
    });
    expect(fee).toBe(2_250);

    const saved = await call('/api/api/updatereservationtransfers', {
      token: admin,
      body: {
        hotel_id: hotelId,
        period,
        transferred_amount: 60_000,
        transferred_on: '2031-06-10',
        memo: '6/10 振込',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.transfer).toMatchObject({
      transferred_amount: 60_000,
      balance: 3_296,
      memo: '6/10 振込',
    });

    const bank = {
      hotel_id: hotelId,
      bank_name: 'トマル銀行',
      bank_code: '0001',
      branch_name: '京都支店',
      branch_code: '012',
      account_type: 'ordinary',
      account_number: '0123456',
      account_holder_kana: 'カブシキガイシャ　トマル',
    };
    const account = await call('/api/api/updatereservationbankaccount', { token: admin, body: bank });
    expect(account.status, account.text).toBe(200);
    const read = await call(`/api/api/getreservationbankaccount?hotel_id=${hotelId}`, { token: admin });
    expect(read.json.bank_account).toMatchObject(bank);

    // The bytes as sent: Response.text() would drop the BOM.
    const csv = await createApp().request(
      `/api/api/getreservationtransferscsv?period=${period}`,
      { headers: { Authorization: `Bearer ${admin}`, 'CF-Connecting-IP': '198.51.100.7' } },
      env,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes.slice(3));
    expect(text.startsWith('対象月,ホテルID,ホテル名,売上件数,決済金額'), 'Japanese headers').toBe(true);
    const row = text.split('\r\n').find((l) => l.startsWith(`${period},${hotelId},`));
    expect(row, 'the hotel’s line').toContain(
      ',3,65546,325,40,2250,63296,60000,2031-06-10,3296,6/10 振込,トマル銀行,0001,',
    );

    const history = await call(`/api/api/getaudit?entity=epsilon_transfer&entity_id=${hotelId}`, {
      token: admin,
    });
    expect(history.json.entries[0].changes).toContainEqual({
      field: `${period}.transferred_amount`,
      before: null,
      after: 60_000,
    });
  });

  it('is admin’s alone: every other role gets 403 on every call', async () => {
    const { hotelId, tokens } = await ownHotel();
    for (const token of [hotel1, chain1, union1, tokens.hotel, tokens.chain, tokens.union]) {
      for (const path of [
        `/api/api/getreservationtransfers?period=${period}`,
        `/api/api/getreservationtransferscsv?period=${period}`,
        `/api/api/getreservationbankaccount?hotel_id=${hotelId}`,
      ]) {
        expect((await call(path, { token })).status, path).toBe(403);
      }
      const write = await call('/api/api/updatereservationtransfers', {
        token,
        body: { hotel_id: hotelId, period, transferred_amount: 1, transferred_on: null, memo: '' },
      });
      expect(write.status, write.text).toBe(403);
      const history = await call(`/api/api/getaudit?entity=bank_account&entity_id=${hotelId}`, { token });
      expect(history.status, 'nor its history').toBe(403);
    }
  });

  it('refuses a malformed month, bank codes of the wrong length and a holder not in katakana', async () => {
    for (const period of ['2031-13', '2031-5', 'x']) {
      const res = await call(`/api/api/getreservationtransfers?period=${period}`, { token: admin });
      expect(res.status, period).toBe(422);
    }
    const res = await call('/api/api/updatereservationbankaccount', {
      token: admin,
      body: {
        hotel_id: 2,
        bank_name: 'A',
        bank_code: '001',
        branch_name: 'B',
        branch_code: '1234',
        account_type: 'ordinary',
        account_number: '12345',
        account_holder_kana: 'tomaru',
      },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'account_holder_kana',
      'account_number',
      'bank_code',
      'branch_code',
    ]);
  });
});
