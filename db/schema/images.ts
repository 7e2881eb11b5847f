import type { ImageType } from '@tomaru/domain/images/sniff';
import { IMAGE_TARGETS } from '@tomaru/domain/schemas/images';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { LocalizedText } from './localized';
import { hotels } from './orgs';

/** One stored width of an image: its R2 key names its content's SHA-256, so the file never changes. */
export type ImageVariant = {
  key: string;
  width: number;
  height: number;
  content_type: ImageType;
  byte_size: number;
};

/**
 * The photos of the hotel (target 'hotel'), a room or a plan (decision 044), a room or a plan, at most one set per target. `target_id` is the hotel's
 * own id for the hotel's set, else the room's or plan's id (checked against the hotel on write).
 */
export const imageSets = sqliteTable(
  'image_sets',
  {
    image_set_id: integer('image_set_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    target: text('target', { enum: IMAGE_TARGETS }).notNull(),
    target_id: integer('target_id').notNull(),
    /** Unix seconds. */
    created_at: integer('created_at').notNull(),
    updated_at: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('image_sets_target_idx').on(t.hotel_id, t.target, t.target_id)],
);

/**
 * One photo of a set, in the widths the browser made of it (`variants`, narrowest first). Type and
 * size are what the server read from the bytes, never what the upload declared.
 */
export const images = sqliteTable(
  'images',
  {
    image_id: integer('image_id').primaryKey(),
    image_set_id: integer('image_set_id')
      .notNull()
      .references(() => imageSets.image_set_id, { onDelete: 'cascade' }),
    display_order: integer('display_order').notNull().default(0),
    /** The widest variant's type, width and height; `byte_size` counts every variant. */
    content_type: text('content_type').$type<ImageVariant['content_type']>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byte_size: integer('byte_size').notNull(),
    variants: text('variants', { mode: 'json' }).$type<ImageVariant[]>().notNull(),
    alt: text('alt', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** Unix seconds. */
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('images_set_idx').on(t.image_set_id, t.display_order)],
);
