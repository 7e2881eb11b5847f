import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { addDays } from '@tomaru/domain/dates/stay';
import { verifyPassword } from '@tomaru/domain/password';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  childTypes,
  hotelTexts,
  planClosedDates,
  planRooms,
  reservationNights,
  reservationRooms,
  unionHotels,
} from '../schema/index';
import { type Db, fromLibsqlClient } from '../src/client';
import { findSecretPlan, questionsFor, stockAndPrices, stocksOf } from '../src/queries/catalog';
import { listHotels } from '../src/queries/orgs';
import { tokyoToday } from './calendar';
import { DEMO_PASSWORD, demoSql } from './demo';
import {
  createAdditionalOption,
  createBookableHotel,
  createChain,
  createChildTypes,
  createColor,
  createHotel,
  createMember,
  createMemberDiscount,
  createPlan,
  createPricedPlan,
  createPrices,
  createQuestion,
  createReservation,
  createRoom,
  createStaffAccount,
  createStock,
  createUnion,
  reservationRow,
} from './factories';

const migrations = fileURLToPath(new URL('../migrations', import.meta.url));

// The factories run on libSQL here and on D1 in the worker tests that use them.
describe('the entity factories on libSQL', () => {
  let db: Db;

  beforeAll(async () => {
    const client = createClient({ url: ':memory:' });
    await client.execute('PRAGMA foreign_keys = ON');
    for (const file of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const statements = readFileSync(`${migrations}/${file}`, 'utf8').split('--> statement-breakpoint');
      await client.batch(statements.map((s) => s.trim()).filter(Boolean), 'write');
    }
    await client.batch(await demoSql(), 'write');
    db = fromLibsqlClient(client);
  });

  it('creates hotels beside the demo ones, each with its own URL name and Japanese texts', async () => {
    const [a, b] = [await createHotel(db), await createHotel(db, { name: '別館', status: 'pause' })];
    expect(a.hotel_id, 'after the four demo hotels').toBeGreaterThan(4);
    expect(b.hotel_id).toBeGreaterThan(a.hotel_id);
    expect(a.url_name, 'URL names are unique').not.toBe(b.url_name);
    expect(b.status).toBe('pause');
    const texts = await db.select().from(hotelTexts).where(eq(hotelTexts.hotel_id, b.hotel_id));
    expect(texts.map((t) => [t.lang, t.name])).toEqual([['ja', '別館']]);
  });

  it('sells a bookable hotel: every night has stock and a price for one to three adults', async () => {
    const from = addDays(tokyoToday(), 5);
    const world = await createBookableHotel(db, { from, nights: 3, stock: 4 });
    const rows = await stockAndPrices(
      db,
      world.hotel.hotel_id,
      world.plan.plan_id,
      world.room.room_id,
      from,
      addDays(from, 2),
    );
    expect(rows, 'three nights × three adult counts').toHaveLength(9);
    expect(rows.every((r) => r.stock === 4 && r.sold === 0 && r.price !== null)).toBe(true);
    expect(
      await db.select().from(childTypes).where(eq(childTypes.hotel_id, world.hotel.hotel_id)),
    ).toHaveLength(6);

    const two = await createBookableHotel(db, { from, nights: 1, room_types: 2 });
    const other = await createPricedPlan(db, two, { variant: 'prepaidOnly' });
    for (const plan of [two.plan, other]) {
      for (const room of two.rooms) {
        const night = await stockAndPrices(db, two.hotel.hotel_id, plan.plan_id, room.room_id, from, from);
        expect(night, `plan ${plan.plan_id} sells room ${room.room_id}`).toHaveLength(3);
      }
    }
  });

  it('builds the pieces one by one: secret and prepaid-only plans, room links, closed nights', async () => {
    const { hotel_id } = await createHotel(db);
    const room = await createRoom(db, { hotel_id, max_guests: 2, beds: 2 });
    const secret = await createPlan(db, { hotel_id, room_ids: [room.room_id], variant: 'secret' });
    const other = await createPlan(db, { hotel_id, variant: 'secret' });
    const prepaid = await createPlan(db, { hotel_id, variant: 'prepaidOnly', closed_dates: ['2030-01-01'] });
    expect(secret.is_secret && typeof secret.secret_url === 'string').toBe(true);
    expect(secret.secret_url, 'secret URLs are unique').not.toBe(other.secret_url);
    expect((await findSecretPlan(db, hotel_id, secret.secret_url as string))?.plan_id).toBe(secret.plan_id);
    expect(prepaid.payment_mode).toBe('prepayment');
    expect(await db.select().from(planRooms).where(eq(planRooms.plan_id, secret.plan_id))).toEqual([
      { plan_id: secret.plan_id, room_id: room.room_id, display_order: 1 },
    ]);
    expect(
      await db.select().from(planClosedDates).where(eq(planClosedDates.plan_id, prepaid.plan_id)),
    ).toEqual([{ plan_id: prepaid.plan_id, date: '2030-01-01' }]);
    const color = await createColor(db, { hotel_id, name: '繁忙期', dates: ['2030-01-02'] });
    const priced = await createPrices(db, {
      plan_id: secret.plan_id,
      room_id: room.room_id,
      color_id: color.color_id,
      by_adults: { 2: 9_000 },
    });
    expect(priced).toEqual([
      { plan_id: secret.plan_id, room_id: room.room_id, color_id: color.color_id, adults: 2, price: 9_000 },
    ]);
    expect(
      await createStock(db, { room_id: room.room_id, from: '2030-01-02', nights: 2, stock: 1 }),
    ).toHaveLength(2);
    expect(await createChildTypes(db, { hotel_id, types: { 1: { uses_bed: false } } })).toEqual(
      expect.arrayContaining([expect.objectContaining({ child_type: 1, uses_bed: false })]),
    );
    expect((await createMemberDiscount(db, { hotel_id, value: 5 })).value).toBe(5);
    const question = await createQuestion(db, { hotel_id });
    expect(question.mandatory && question.choices.length === 2, 'a mandatory choice of two').toBe(true);
    expect(await questionsFor(db, hotel_id, secret.plan_id)).toHaveLength(1);
    const option = await createAdditionalOption(db, {
      hotel_id,
      plan_ids: [secret.plan_id],
      unit_price: 500,
    });
    expect(option).toMatchObject({ plan_ids: [secret.plan_id], unit_price: 500, required: false });
  });

  it('puts hotels in a chain and a union, in the order given', async () => {
    const chain = await createChain(db, { is_kkr: true });
    const [a, b] = [await createHotel(db, { chain_id: chain.chain_id }), await createHotel(db)];
    const union = await createUnion(db, { hotel_ids: [b.hotel_id, a.hotel_id] });
    expect((await listHotels(db, { chainId: chain.chain_id })).map((h) => h.hotel_id)).toEqual([a.hotel_id]);
    const members = await db
      .select({ hotel_id: unionHotels.hotel_id, display_order: unionHotels.display_order })
      .from(unionHotels)
      .where(eq(unionHotels.union_id, union.union_id))
      .orderBy(unionHotels.display_order);
    expect(members).toEqual([
      { hotel_id: b.hotel_id, display_order: 1 },
      { hotel_id: a.hotel_id, display_order: 2 },
    ]);
  });

  it('creates staff accounts and members who sign in with the demo password unless told', async () => {
    const hotel = await createStaffAccount(db, { kind: 'hotel', entity_id: 2 });
    const admin = await createStaffAccount(db, { kind: 'admin', password: 'Another-pass-2026' });
    expect(hotel.login_id).not.toBe((await createStaffAccount(db, { kind: 'hotel' })).login_id);
    expect(admin.entity_id, 'an admin manages no entity').toBeNull();
    expect(await verifyPassword(DEMO_PASSWORD, hotel.password_hash)).toBe(true);
    expect(await verifyPassword('Another-pass-2026', admin.password_hash)).toBe(true);
    const member = await createMember(db, { dm_opt_in: true });
    expect(member.email).not.toBe((await createMember(db)).email);
    expect(member.email_verified_at, 'a member ready to sign in').not.toBeNull();
    expect(await verifyPassword(DEMO_PASSWORD, member.password_hash)).toBe(true);
  });

  it('writes a reservation as a booking does: counter id, rooms, priced nights and the stock it holds', async () => {
    const from = addDays(tokyoToday(), 10);
    const world = await createBookableHotel(db, { from, nights: 4, stock: 3 });
    const ids = { hotel_id: world.hotel.hotel_id, plan_id: world.plan.plan_id, room_id: world.room.room_id };
    const first = await createReservation(db, {
      ...ids,
      checkin: from,
      nights: 2,
      rooms: [{ male_num: 2 }, { female_num: 1 }],
    });
    const second = await createReservation(db, { ...ids, checkin: from, fields: { status: 'canceled' } });
    expect(second.reservation_id, 'ids come from the booking counter').toBe(first.reservation_id + 1);
    expect(first.stay_end_date).toBe(addDays(from, 2));
    expect(first.total_include_tax, '2 × ¥10,000 + ¥12,000 a night, two nights').toBe(64_000);
    const nights = await db
      .select()
      .from(reservationNights)
      .where(eq(reservationNights.reservation_id, first.reservation_id));
    expect(nights.reduce((sum, n) => sum + n.amount_include_tax, 0)).toBe(first.total_include_tax);
    expect(
      await db
        .select()
        .from(reservationRooms)
        .where(eq(reservationRooms.reservation_id, first.reservation_id)),
    ).toHaveLength(2);
    const stock = await stocksOf(db, [world.room.room_id], from, addDays(from, 3));
    expect(
      stock.map((s) => s.sold),
      'two rooms on two nights; the cancelled one holds none',
    ).toEqual([2, 2, 0, 0]);
    expect((await reservationRow(db, second.reservation_id))?.status).toBe('canceled');
  });
});
