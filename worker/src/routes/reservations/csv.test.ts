import { env } from 'cloudflare:test';
import {
  type CsvHeaderLang,
  RESERVATION_CSV_COLUMNS,
  RESERVATION_CSV_COLUMNS_JA,
} from '@tomaru/domain/csv/reservation-csv';
import { reservationCsvRows } from '@tomaru/domain/csv/reservation-csv-rows';
import * as Encoding from 'encoding-japanese';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, call, freshAddress, tokyoDate } from '../../../test/helpers';
import { createApp } from '../../app';
import { CSV_PAGE_SIZE } from './csv';
import { bookFixtures, type Fixtures, storedReservation } from './test-fixtures';

let fx: Fixtures;
beforeAll(async () => {
  fx = await bookFixtures(130);
});

/** Downloads the CSV and keeps its bytes as sent (Response.text() would drop the BOM). */
async function download(token: string | undefined, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const headers: Record<string, string> = { 'CF-Connecting-IP': freshAddress() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await createApp().request(`/api/api/searchreservationscsv?${qs}`, { headers }, env);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes),
  };
}

/** The CSV's rows as objects by API name, its header and every row's length checked (after the BOM). */
const rowsOf = (text: string, lang: CsvHeaderLang = 'api') =>
  reservationCsvRows(text.replace(/^\uFEFF/, ''), lang);

const byId = (rows: Record<string, string>[], id: number) => {
  const row = rows.find((r) => r.reservation_id === String(id));
  if (!row) throw new Error(`reservation ${id} is not in the CSV`);
  return row;
};

describe('searchreservationscsv', () => {
  it('answers UTF-8 CSV with a BOM, as an attachment named by today’s date, header in the spec’s order', async () => {
    const res = await download(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, keyword: fx.tag });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect([...res.bytes.slice(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
    const name = `reservations-${tokyoDate(0).replaceAll('-', '')}.csv`;
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const firstLine = res.text.slice(1, res.text.indexOf('\r\n'));
    expect(firstLine.split(',')).toEqual(RESERVATION_CSV_COLUMNS);
    expect(firstLine.split(',').slice(0, 12)).toEqual([
      'reservation_id',
      'created_at',
      'hotel_name',
      'room_id',
      'plan_id',
      'room_name',
      'plan_title',
      'stay_start_date',
      'stay_end_date',
      'checkin_time',
      'room_count',
      'room1_male_num',
    ]);
    expect(res.text.endsWith('\r\n')).toBe(true);
    const rows = rowsOf(res.text);
    expect(
      rows.map((r) => Number(r.reservation_id)),
      'in booking order: F was booked ten days ago',
    ).toEqual([fx.f.reservation_id, fx.a.reservation_id, fx.b.reservation_id]);
  });

  it('keeps a cell with a quote, a comma and a line break intact, and defuses a name beginning with =', async () => {
    const res = await download(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, keyword: fx.tag });
    expect(res.text).toContain('"He said ""late"", arriving by bus,\nafter 22:00"');
    const b = byId(rowsOf(res.text), fx.b.reservation_id);
    expect(b.note).toBe('He said "late", arriving by bus,\nafter 22:00');
    expect(b.user_last_name).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(b.user_tel1, 'a phone starting with 0 is left alone').toBe('03-5555-0002');
  });

  it('writes the stored reservation: money, dates, rooms flattened, answers and additional options', async () => {
    const rows = rowsOf((await download(fx.tokens.admin, { keyword: fx.tag })).text);
    expect(rows).toHaveLength(6);
    const hotelOrder: unknown[] = [];
    for (const row of rows) {
      const stored = await storedReservation(Number(row.reservation_id));
      hotelOrder.push(stored.hotel_id);
      for (const money of [
        'total_exclude_tax',
        'total_exclude_tax_discounted',
        'spa_tax',
        'total_include_tax',
      ]) {
        expect(row[money], `${money} of ${row.reservation_id}`).toBe(String(stored[money]));
      }
      expect(row.display_id).toBe(stored.display_id);
      expect(row.hotel_name).toBe(stored.hotel_name);
      expect(row.status).toBe(stored.status);
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const { hotel1, hotel2, hotel3, hotel4 } = fx.ids;
    expect(hotelOrder, 'hotel by hotel').toEqual([hotel1, hotel1, hotel1, hotel2, hotel3, hotel4]);
    const c = byId(rows, fx.c.reservation_id);
    expect(c.status).toBe('canceled');
    expect(c.canceled_at).toBe(
      new Date((fx.now + 9 * 3600) * 1000).toISOString().replace('T', ' ').slice(0, 19),
    );

    const b = byId(rows, fx.b.reservation_id);
    expect(b).toMatchObject({
      room_count: '2',
      room1_male_num: '2',
      room1_female_num: '0',
      room2_male_num: '0',
      room2_female_num: '1',
      room2_child_type_2: '1',
      room3_male_num: '',
      stay_start_date: tokyoDate(140),
      stay_end_date: tokyoDate(141),
      plan_id: String(fx.ids.plan2),
      room_id: String(fx.ids.room2),
      payment_method: 'local',
      before_reservation_id: '',
      canceled_at: '',
    });

    const a = byId(rows, fx.a.reservation_id);
    const answers = await env.DB.prepare(
      'SELECT * FROM reservation_answers WHERE reservation_id = ? ORDER BY question_id',
    )
      .bind(fx.a.reservation_id)
      .all<{ question_text: string; answered_choice_text: string; text: string }>();
    expect(a.option1_question_text).toBe(answers.results[0]?.question_text);
    expect(a.option1_answered_choice_text).toBe(answers.results[0]?.answered_choice_text);
    expect(a.option2_answered_choice_text, 'a free-text answer').toBe('えび, かに');
    expect(a.additional_option1_num).toBe('2');
    expect(a.additional_option1_price).toBe('1000');
    expect(a.lodger_last_name).toBe('山田');
    expect(a.user_mail1).toBe(`sato.${fx.tag}@example.com`);
  });

  it('flattens the coupons stored on a reservation and leaves the others’ coupon columns empty', async () => {
    await env.DB.prepare(
      'UPDATE reservations SET open_coupon = ?, combined_coupon = ? WHERE reservation_id = ?',
    )
      .bind(
        JSON.stringify({ name: '秋割, 早期', discount_yen: 1200, code: 'AUTUMN' }),
        JSON.stringify({ name: 'セット', open_coupons: [{ name: 'A', discount_yen: 100 }] }),
        fx.f.reservation_id,
      )
      .run();
    const rows = rowsOf(
      (await download(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, keyword: fx.tag })).text,
    );
    expect(byId(rows, fx.f.reservation_id)).toMatchObject({
      open_coupon_name: '秋割, 早期',
      open_coupon_discount_yen: '1200',
      open_coupon_code: 'AUTUMN',
      closed_coupon_name: '',
      combined_coupon_name: 'セット',
      combined_coupon_first_open_coupon_name: 'A',
      combined_coupon_first_open_coupon_discount_yen: '100',
      combined_coupon_second_open_coupon_name: '',
    });
    const a = byId(rows, fx.a.reservation_id);
    for (const column of RESERVATION_CSV_COLUMNS.filter((c) => c.includes('coupon'))) {
      expect(a[column], column).toBe('');
    }
  });

  it('answers Shift_JIS without a BOM on request, Japanese names intact, the unencodable as ?', async () => {
    const res = await download(fx.tokens.union1, {
      hotel_id: fx.ids.hotel3,
      keyword: fx.tag,
      encoding: 'sjis',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=Shift_JIS');
    expect(res.bytes[0], 'no BOM').toBe('r'.charCodeAt(0));
    expect(Encoding.detect(res.bytes)).toBe('SJIS');
    const text = Encoding.codeToString(Encoding.convert(res.bytes, { to: 'UNICODE', from: 'SJIS' }));
    const rows = rowsOf(text);
    expect(rows).toHaveLength(1);
    const d = rows[0] as Record<string, string>;
    const stored = await storedReservation(fx.d.reservation_id);
    expect(d.user_last_name).toBe('髙橋');
    expect(d.user_last_name_kana).toBe('タカハシ');
    expect(d.user_first_name, 'an emoji has no Shift_JIS code').toBe('一郎?');
    expect(d.hotel_name).toBe(stored.hotel_name);
    expect(d.plan_title).toBe(stored.plan_title);
    expect(d.total_include_tax).toBe(String(stored.total_include_tax));
  });

  it('applies the search’s filters and the caller’s scope', async () => {
    const canceled = rowsOf((await download(fx.tokens.chain1, { keyword: fx.tag, status: 'canceled' })).text);
    expect(canceled.map((r) => Number(r.reservation_id))).toEqual([fx.c.reservation_id]);
    const chain = rowsOf((await download(fx.tokens.chain1, { keyword: fx.tag })).text);
    expect(new Set(chain.map((r) => r.hotel_name)).size).toBe(2);
    expect(chain).toHaveLength(4);
    const stay = rowsOf(
      (await download(fx.tokens.admin, { keyword: fx.tag, from: tokyoDate(131), to: tokyoDate(131) })).text,
    );
    expect(stay.map((r) => Number(r.reservation_id))).toEqual([fx.a.reservation_id]);

    const other = await download(fx.tokens.hotel1, { hotel_id: fx.ids.hotel2 });
    expect(other.status).toBe(403);
    expect(other.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(JSON.parse(other.text).error.code).toBe('forbidden');
    expect((await download(fx.tokens.member, {})).status).toBe(403);
    expect((await download(undefined, { hotel_id: fx.ids.hotel1 })).status).toBe(401);
    const bad = await download(fx.tokens.admin, { encoding: 'latin1' });
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.text).error.issues[0]).toMatchObject({ path: 'encoding', code: 'invalid_value' });
  });

  it('streams page after page: every reservation once, in booking order (ties by id), with its own rooms', async () => {
    // More rows than two pages (and than one D1 query may bind ids for), copied from reservation E.
    const copies = CSV_PAGE_SIZE * 2 + 3;
    const firstId = 1_500_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
    const columns = Object.keys(await storedReservation(fx.e.reservation_id));
    const select = columns.map((c) =>
      c === 'reservation_id' ? `${firstId} + n.i` : c === 'display_id' ? `'X${fx.tag}' || n.i` : `r.${c}`,
    );
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${copies})
       INSERT INTO reservations (${columns.join(', ')})
       SELECT ${select.join(', ')} FROM n, reservations r WHERE r.reservation_id = ?`,
    )
      .bind(fx.e.reservation_id)
      .run();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${copies})
       INSERT INTO reservation_rooms (reservation_id, room_index, male_num, female_num)
       SELECT ${firstId} + n.i, 0, 1, n.i % 3 FROM n`,
    ).run();

    const res = await download(fx.tokens.hotel4, { hotel_id: fx.ids.hotel4, keyword: fx.tag });
    expect(res.status).toBe(200);
    const rows = rowsOf(res.text);
    expect(rows).toHaveLength(copies + 1);
    // The copies share E's booking time: the id breaks the tie, across page boundaries too.
    const ids = rows.map((r) => Number(r.reservation_id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of rows.slice(1)) {
      const i = Number(row.reservation_id) - firstId;
      expect(row.room1_female_num, `rooms of ${row.reservation_id}`).toBe(String(i % 3));
      expect(row.display_id).toBe(`X${fx.tag}${i}`);
    }

    // Admin's export sweeps every hotel at once; the copies span pages there too.
    const all = rowsOf((await download(fx.tokens.admin, { keyword: fx.tag })).text);
    expect(all).toHaveLength(copies + 6);
    expect(all.slice(-copies - 1).map((r) => Number(r.reservation_id))).toEqual(ids);
    expect(new Set(all.map((r) => r.reservation_id)).size).toBe(all.length);
  });

  it('exports the accommodation tax, the amount the guest pays (as calculateprice said) and the hotel’s memo', async () => {
    const tag = `tax${crypto.randomUUID().slice(0, 8)}`;
    const body = bookingBody({
      hotel_id: fx.ids.hotel1,
      plan_id: fx.ids.plan1,
      room_id: fx.ids.room1,
      answers: [{ question_id: fx.ids.choiceQuestion, choice_id: 1 }],
      checkin: tokyoDate(150),
      checkout: tokyoDate(152),
      user: { ...bookingBody().user, mail1: `${tag}@example.com` },
    });
    const quote = await call('/api/calculateprice', { body });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.accommodation_tax, 'a stay in Kyoto owes accommodation tax').toBeGreaterThan(0);
    const booked = await call('/api/book', { body });
    expect(booked.status, booked.text).toBe(201);
    const reservationId = booked.json.reservation_id as number;
    const memo = 'チェックイン遅め, "駐車場"あり';
    const saved = await call('/api/api/updatereservationmemo', {
      token: fx.tokens.hotel1,
      body: { reservation_id: reservationId, memo },
    });
    expect(saved.status, saved.text).toBe(200);

    const res = await download(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, keyword: tag });
    const row = byId(rowsOf(res.text), reservationId);
    expect(Number(row.accommodation_tax)).toBe(quote.json.accommodation_tax);
    expect(Number(row.amount_due), 'the CSV’s amount is what the guest pays').toBe(quote.json.amount_due);
    expect(Number(row.amount_due)).toBe(
      Number(row.total_include_tax) + Number(row.spa_tax) + Number(row.accommodation_tax),
    );
    expect(Number(row.amount_due)).toBeGreaterThan(Number(row.total_include_tax));
    expect(row.hotel_memo).toBe(memo);
  });

  it('writes the same file with header=api as without: the contract’s numbered columns and codes', async () => {
    const query = { hotel_id: fx.ids.hotel1, keyword: fx.tag };
    const plain = await download(fx.tokens.hotel1, query);
    const api = await download(fx.tokens.hotel1, { ...query, header: 'api' });
    expect(api.status, api.text).toBe(200);
    expect(api.text).toBe(plain.text);
    const b = byId(rowsOf(api.text), fx.b.reservation_id);
    expect(b).toMatchObject({ room1_male_num: '2', room2_child_type_2: '1', status: 'booking' });
  });

  it('writes Japanese headers and Japanese words with header=ja: readable guests, answers and options, labelled codes', async () => {
    const res = await download(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, keyword: fx.tag, header: 'ja' });
    expect(res.status, res.text).toBe(200);
    expect([...res.bytes.slice(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(res.text, 'ja');
    expect(RESERVATION_CSV_COLUMNS_JA.slice(0, 3)).toEqual(['予約ID', '予約日時', '施設名']);

    const b = byId(rows, fx.b.reservation_id);
    expect(b.numbers, 'two rooms, one cell, the hotel’s name of child type 2').toBe(
      '1室目 大人2(男性2) / 2室目 大人1(女性1) 子供1(小学生低学年)',
    );
    expect(b).toMatchObject({
      status: '予約済み',
      payment_method: '現地払い',
      user_gender: '男性',
      user_tel1_type: '携帯電話',
      user_prefecture: '東京都',
      user_last_name: '\'=HYPERLINK("http://evil.example","x")',
    });

    const a = byId(rows, fx.a.reservation_id);
    expect(a.numbers).toBe('1室目 大人2(男性1・女性1) 子供1(小学生高学年)');
    const answers = await env.DB.prepare(
      'SELECT question_text, answered_choice_text FROM reservation_answers WHERE reservation_id = ? ORDER BY question_id',
    )
      .bind(fx.a.reservation_id)
      .all<{ question_text: string; answered_choice_text: string }>();
    const [choice, text] = answers.results;
    expect(a.options).toBe(
      `${choice?.question_text}：${choice?.answered_choice_text} / ${text?.question_text}：えび, かに`,
    );
    const option = await env.DB.prepare('SELECT name FROM reservation_options WHERE reservation_id = ?')
      .bind(fx.a.reservation_id)
      .first<{ name: string }>();
    expect(a.additional_options).toBe(`${option?.name} 1,000円×2`);

    const canceled = rowsOf(
      (await download(fx.tokens.chain1, { keyword: fx.tag, status: 'canceled', header: 'ja' })).text,
      'ja',
    );
    expect(canceled.map((r) => r.status)).toEqual(['キャンセル済み']);

    const bad = await download(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, header: 'fr' });
    expect(bad.status).toBe(422);
  });
});
