import * as v from 'valibot';
import { IMAGE_TYPES } from '../images/sniff';
import { LANGS } from '../languages';
import { idString } from './common';
import { localizedText } from './hotel-info';
import { singleLineText } from './text';

/**
 * Image sets of the hotel, its rooms and its plans (decision 044). The browser resizes each photo to
 * a few widths and uploads them together; the server checks each file's type by its content.
 */

export const IMAGE_TARGETS = ['hotel', 'room', 'plan'] as const;
export type ImageTarget = (typeof IMAGE_TARGETS)[number];

/** The widths the browser makes of each photo; a narrower original gives fewer (never enlarged). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The largest file of one width, after the browser's resize (a 1600 px JPEG at quality 0.85 is ~400 kB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The widest file accepted (a browser that could not resize sends the original only up to this). */
export const MAX_IMAGE_WIDTH = 4096;
/** Photos per set: a gallery, not an archive. */
export const MAX_IMAGES_PER_SET = 30;
const MAX_ALT = 200;

const dbId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);
const target = v.picklist(IMAGE_TARGETS, 'invalid_value');

export const imageSetsQuery = v.object({ hotel_id: idString });
export const checkImageSetQuery = v.object({ hotel_id: idString, target, target_id: idString });
export const uploadImageQuery = v.object({ hotel_id: idString, image_set_id: idString });

export const createImageSetBody = v.object({ hotel_id: dbId, target, target_id: dbId });
export type CreateImageSetBody = v.InferOutput<typeof createImageSetBody>;

/** Alt text per language; Japanese may be empty (a decorative photo), every text one line. */
const imageAlt = localizedText(singleLineText(MAX_ALT, 'required'));

/**
 * The set's photos in their new order with their alt texts: every photo of the set once
 * (read-modify-write: the `images` getimagesets answers, extra fields ignored).
 */
export const updateImageSetBody = v.object({
  hotel_id: dbId,
  image_set_id: dbId,
  images: v.pipe(
    v.array(v.object({ image_id: dbId, alt: imageAlt }), 'invalid_type'),
    v.maxLength(MAX_IMAGES_PER_SET, 'max_length'),
  ),
  updated_at: v.optional(v.pipe(v.number('invalid_type'), v.integer('invalid_type'))),
});
export type UpdateImageSetBody = v.InferOutput<typeof updateImageSetBody>;

export const deleteImageBody = v.object({ hotel_id: dbId, image_set_id: dbId, image_id: dbId });

// Answers (for the OpenAPI document and the typed client).

const localizedOut = v.object({
  ja: v.string(),
  en: v.optional(v.string()),
  ko: v.optional(v.string()),
  'zh-CN': v.optional(v.string()),
  'zh-TW': v.optional(v.string()),
});

const variant = v.object({
  url: v.string(),
  width: v.number(),
  height: v.number(),
  content_type: v.picklist(IMAGE_TYPES),
  byte_size: v.number(),
});

const storedImage = v.object({
  image_id: v.number(),
  display_order: v.number(),
  content_type: v.picklist(IMAGE_TYPES),
  width: v.number(),
  height: v.number(),
  byte_size: v.number(),
  alt: localizedOut,
  /** The narrowest width that is at least 480 px, for a thumbnail or an `<img src>`. */
  url: v.string(),
  /** `url 480w, url 960w, …` for `<img srcset>`. */
  srcset: v.string(),
  variants: v.array(variant),
  created_at: v.number(),
});

const imageSet = v.object({
  image_set_id: v.number(),
  hotel_id: v.number(),
  target: v.picklist(IMAGE_TARGETS),
  target_id: v.number(),
  updated_at: v.number(),
  images: v.array(storedImage),
});
export type ImageSet = v.InferOutput<typeof imageSet>;

/** Everything the hotel may illustrate (itself, each room, each plan) and the sets it has. */
export const imageSetsResponse = v.object({
  /** The languages the hotel offers: the alt texts the screen asks for. */
  languages: v.array(v.picklist(LANGS)),
  targets: v.array(
    v.object({ target: v.picklist(IMAGE_TARGETS), target_id: v.number(), name: localizedOut }),
  ),
  image_sets: v.array(imageSet),
});
export type ImageSetsResponse = v.InferOutput<typeof imageSetsResponse>;

export const checkImageSetResponse = v.object({ image_set: v.nullable(imageSet) });
export const imageSetResponse = v.object({ image_set: imageSet });
export type ImageSetResponse = v.InferOutput<typeof imageSetResponse>;

/** A photo as guest pages show it, in the guest's language (alt falls back to Japanese). */
export const guestImage = v.object({
  url: v.string(),
  srcset: v.string(),
  alt: v.string(),
  width: v.number(),
  height: v.number(),
});
export type GuestImage = v.InferOutput<typeof guestImage>;
