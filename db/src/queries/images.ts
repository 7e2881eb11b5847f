import type { ImageTarget } from '@tomaru/domain/schemas/images';
import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog, hotelTexts, imageSets, images, plans, rooms } from '../../schema/index';
import type { LocalizedText } from '../../schema/localized';
import type { Db } from '../client';
import { inList } from './bound-lists';

export type ImageSetRow = typeof imageSets.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;

/** Every set of a hotel with its photos in order, in one round trip. */
export async function imageSetsOfHotel(db: Db, hotelId: number) {
  const [sets, photos] = await db.batch([
    db.select().from(imageSets).where(eq(imageSets.hotel_id, hotelId)).orderBy(asc(imageSets.image_set_id)),
    db
      .select({ image: images })
      .from(images)
      .innerJoin(imageSets, eq(images.image_set_id, imageSets.image_set_id))
      .where(eq(imageSets.hotel_id, hotelId))
      .orderBy(asc(images.display_order), asc(images.image_id)),
  ]);
  return { sets, images: photos.map((p) => p.image) };
}

/** One set of a hotel with its photos in order; undefined when the hotel has no such set. */
export async function findImageSet(db: Db, hotelId: number, imageSetId: number) {
  const [sets, photos] = await db.batch([
    db
      .select()
      .from(imageSets)
      .where(and(eq(imageSets.hotel_id, hotelId), eq(imageSets.image_set_id, imageSetId))),
    db
      .select()
      .from(images)
      .where(eq(images.image_set_id, imageSetId))
      .orderBy(asc(images.display_order), asc(images.image_id)),
  ]);
  const set = sets[0];
  return set ? { set, images: photos } : undefined;
}

/** The set of one target of a hotel, if it has one. */
export async function findImageSetOf(db: Db, hotelId: number, target: ImageTarget, targetId: number) {
  const set = await db
    .select({ image_set_id: imageSets.image_set_id })
    .from(imageSets)
    .where(
      and(eq(imageSets.hotel_id, hotelId), eq(imageSets.target, target), eq(imageSets.target_id, targetId)),
    )
    .get();
  return set ? findImageSet(db, hotelId, set.image_set_id) : undefined;
}

/** What a hotel may illustrate: itself (its Japanese-first names), each room type and each plan. */
export async function imageTargetsOf(db: Db, hotelId: number) {
  const [texts, roomRows, planRows] = await db.batch([
    db
      .select({ lang: hotelTexts.lang, name: hotelTexts.name })
      .from(hotelTexts)
      .where(eq(hotelTexts.hotel_id, hotelId)),
    db
      .select({ id: rooms.room_id, name: rooms.names })
      .from(rooms)
      .where(eq(rooms.hotel_id, hotelId))
      .orderBy(asc(rooms.display_order), asc(rooms.room_id)),
    db
      .select({ id: plans.plan_id, name: plans.titles })
      .from(plans)
      .where(eq(plans.hotel_id, hotelId))
      .orderBy(asc(plans.display_order), asc(plans.plan_id)),
  ]);
  const hotelName: LocalizedText = { ja: '', ...Object.fromEntries(texts.map((t) => [t.lang, t.name])) };
  return {
    hotel: hotelName,
    rooms: roomRows,
    plans: planRows,
  };
}

/** Whether a room or plan id belongs to the hotel (the hotel's own set names the hotel itself). */
export async function targetBelongsTo(db: Db, hotelId: number, target: ImageTarget, targetId: number) {
  if (target === 'hotel') return targetId === hotelId;
  const row =
    target === 'room'
      ? await db
          .select({ id: rooms.room_id })
          .from(rooms)
          .where(and(eq(rooms.hotel_id, hotelId), eq(rooms.room_id, targetId)))
          .get()
      : await db
          .select({ id: plans.plan_id })
          .from(plans)
          .where(and(eq(plans.hotel_id, hotelId), eq(plans.plan_id, targetId)))
          .get();
  return row !== undefined;
}

/**
 * The next id of a set, read before the batch that inserts it (the audit row of the same batch
 * names it). Never one an earlier set had: the audit trail keeps the history of a removed set under
 * its id. Two creations racing for one id: the second batch fails on the primary key and writes
 * nothing; the caller answers 409.
 */
export async function nextImageSetId(db: Db) {
  const [sets, audited] = await db.batch([
    db.select({ max: sql<number>`coalesce(max(${imageSets.image_set_id}), 0)` }).from(imageSets),
    db
      .select({ max: sql<number>`coalesce(max(${auditLog.entity_id}), 0)` })
      .from(auditLog)
      .where(eq(auditLog.entity, 'image_set')),
  ]);
  return Math.max(sets[0]?.max ?? 0, audited[0]?.max ?? 0) + 1;
}

/** The next id of a photo (as nextImageSetId; a photo's id appears in its set's history). */
export async function nextImageId(db: Db) {
  const row = await db
    .select({ next: sql<number>`coalesce(max(${images.image_id}), 0) + 1` })
    .from(images)
    .get();
  return row?.next ?? 1;
}

export function insertImageSet(db: Db, row: typeof imageSets.$inferInsert) {
  return db.insert(imageSets).values(row);
}

/**
 * Stamps a set as changed, on the condition that it is still the one read; follow it with
 * assertOneRowChanged so a change racing another aborts its batch.
 */
export function touchImageSet(db: Db, imageSetId: number, readAt: number, now: number) {
  return db
    .update(imageSets)
    .set({ updated_at: now })
    .where(and(eq(imageSets.image_set_id, imageSetId), eq(imageSets.updated_at, readAt)));
}

export function insertImage(db: Db, row: NewImageRow) {
  return db.insert(images).values(row);
}

export function updateImage(
  db: Db,
  imageSetId: number,
  imageId: number,
  set: { display_order: number; alt: LocalizedText },
) {
  return db
    .update(images)
    .set(set)
    .where(and(eq(images.image_set_id, imageSetId), eq(images.image_id, imageId)));
}

export function deleteImageRow(db: Db, imageSetId: number, imageId: number) {
  return db.delete(images).where(and(eq(images.image_set_id, imageSetId), eq(images.image_id, imageId)));
}

/** Which of these stored keys some photo still uses (a key names content, so two photos may share one). */
export async function keysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const key = sql<string>`json_extract(v.value, '$.key')`;
  const rows = await db
    .select({ key })
    .from(sql`${images}, json_each(${images.variants}) as v`)
    .where(inList(key, keys))
    .all();
  return new Set(rows.map((r) => r.key));
}

/** The photos of some targets of one hotel, in order, for the guest pages. */
export async function imagesOfTargets(
  db: Db,
  hotelId: number,
  target: ImageTarget,
  targetIds: readonly number[],
) {
  if (targetIds.length === 0) return [];
  return db
    .select({ target_id: imageSets.target_id, image: images })
    .from(images)
    .innerJoin(imageSets, eq(images.image_set_id, imageSets.image_set_id))
    .where(
      and(
        eq(imageSets.hotel_id, hotelId),
        eq(imageSets.target, target),
        inList(imageSets.target_id, targetIds),
      ),
    )
    .orderBy(asc(images.display_order), asc(images.image_id))
    .all();
}
