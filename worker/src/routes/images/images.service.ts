import type { Db } from '@tomaru/db/client';
import { recordAudit } from '@tomaru/db/queries/audit';
import {
  assertOneRowChanged,
  isGuardFailure,
  isUniqueViolation,
  type Statement,
} from '@tomaru/db/queries/guards';
import {
  deleteImageRow,
  findImageSet,
  type ImageRow,
  type ImageSetRow,
  imagesOfTargets,
  insertImage,
  insertImageSet,
  keysInUse,
  nextImageId,
  nextImageSetId,
  targetBelongsTo,
  touchImageSet,
  updateImage,
} from '@tomaru/db/queries/images';
import type { FieldChange } from '@tomaru/domain/audit';
import { IMAGE_EXTENSIONS, sniffImage } from '@tomaru/domain/images/sniff';
import { type Lang, localize } from '@tomaru/domain/languages';
import {
  type CreateImageSetBody,
  type GuestImage,
  IMAGE_WIDTHS,
  type ImageSet,
  type ImageTarget,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_WIDTH,
  MAX_IMAGES_PER_SET,
  type UpdateImageSetBody,
} from '@tomaru/domain/schemas/images';
import { auditActor } from '../../auth/actor';
import type { Principal } from '../../env';
import { ApiError, notFound, Status } from '../../lib/errors';
import { log } from '../../lib/log';

type ImageVariant = ImageRow['variants'][number];

/** Where guest pages and the back office read a stored file (served by image-files.routes.ts). */
export const IMAGE_PATH = '/images/';

/** A stored key: the hotel, the SHA-256 of the bytes and the type's ending (decision 044). */
export const IMAGE_KEY = /^[1-9]\d{0,9}\/[0-9a-f]{64}\.(?:jpg|png|webp)$/;

/** The body limit of an upload: every width at its largest, plus the multipart framing. */
export const MAX_UPLOAD_BYTES = IMAGE_WIDTHS.length * MAX_IMAGE_BYTES + 64 * 1024;

const urlOf = (key: string) => `${IMAGE_PATH}${key}`;

/** The `<img src>` of a photo: the narrowest width of at least 480 px (or the widest there is). */
function srcOf(variants: readonly ImageVariant[]) {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= IMAGE_WIDTHS[0]) ?? sorted[sorted.length - 1];
}

const srcsetOf = (variants: readonly ImageVariant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${urlOf(v.key)} ${v.width}w`)
    .join(', ');

function toImage(row: ImageRow): ImageSet['images'][number] {
  return {
    image_id: row.image_id,
    display_order: row.display_order,
    content_type: row.content_type,
    width: row.width,
    height: row.height,
    byte_size: row.byte_size,
    alt: row.alt,
    url: urlOf(srcOf(row.variants)?.key ?? ''),
    srcset: srcsetOf(row.variants),
    variants: row.variants.map(({ key, ...v }) => ({ url: urlOf(key), ...v })),
    created_at: row.created_at,
  };
}

/** A set as the back office reads it. */
export function toImageSet(set: ImageSetRow, rows: readonly ImageRow[]): ImageSet {
  return {
    image_set_id: set.image_set_id,
    hotel_id: set.hotel_id,
    target: set.target,
    target_id: set.target_id,
    updated_at: set.updated_at,
    images: rows.filter((r) => r.image_set_id === set.image_set_id).map(toImage),
  };
}

/** A photo as guests see it, with its alt text in their language (Japanese otherwise). */
function toGuestImage(row: ImageRow, lang: Lang): GuestImage {
  return {
    url: urlOf(srcOf(row.variants)?.key ?? ''),
    srcset: srcsetOf(row.variants),
    alt: localize(row.alt, lang),
    width: row.width,
    height: row.height,
  };
}

/** The guest photos of some targets of a hotel, by target id (no entry: no photos). */
export async function guestImagesOf(
  db: Db,
  hotelId: number,
  target: ImageTarget,
  targetIds: readonly number[],
  lang: Lang,
): Promise<Map<number, GuestImage[]>> {
  const out = new Map<number, GuestImage[]>();
  for (const { target_id, image } of await imagesOfTargets(db, hotelId, target, targetIds)) {
    out.set(target_id, [...(out.get(target_id) ?? []), toGuestImage(image, lang)]);
  }
  return out;
}

/** A set of the hotel with its photos; 404 when the hotel has no such set (another hotel's included). */
export async function imageSetOf(db: Db, hotelId: number, imageSetId: number) {
  const found = await findImageSet(db, hotelId, imageSetId);
  if (!found) throw notFound('image_set_not_found');
  return found;
}

function auditOf(
  actor: Awaited<ReturnType<typeof auditActor>>,
  set: { hotel_id: number; image_set_id: number },
  action: string,
  changes: FieldChange[],
  at: number,
  db: Db,
) {
  return recordAudit(db, {
    at,
    actor,
    hotel_id: set.hotel_id,
    entity: 'image_set',
    entity_id: set.image_set_id,
    action,
    changes,
  });
}

/** Runs a set's batch; a failed guard or an id taken by a racing insert means another save came first. */
async function saveGuarded(db: Db, statements: Statement[]) {
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (isGuardFailure(error) || isUniqueViolation(error))
      throw new ApiError(Status.CONFLICT, 'stale_update');
    throw error;
  }
}

/** Creates the set of a target; the room or plan must be the hotel's own (else 404, nothing written). */
export async function createImageSet(db: Db, p: Principal, body: CreateImageSetBody, now: number) {
  if (!(await targetBelongsTo(db, body.hotel_id, body.target, body.target_id))) {
    throw notFound(
      body.target === 'room'
        ? 'room_not_found'
        : body.target === 'plan'
          ? 'plan_not_found'
          : 'hotel_not_found',
    );
  }
  const actor = await auditActor(db, p);
  const set: ImageSetRow = {
    image_set_id: await nextImageSetId(db),
    hotel_id: body.hotel_id,
    target: body.target,
    target_id: body.target_id,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.batch([
      insertImageSet(db, set),
      auditOf(
        actor,
        set,
        'createimageset',
        [{ field: 'target', before: null, after: `${set.target}:${set.target_id}` }],
        now,
        db,
      ),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, 'image_sets.hotel_id')) {
      throw new ApiError(Status.CONFLICT, 'image_set_exists');
    }
    if (isUniqueViolation(error)) throw new ApiError(Status.CONFLICT, 'stale_update');
    throw error;
  }
  return toImageSet(set, []);
}

type Upload = { variant: ImageVariant; bytes: Uint8Array<ArrayBuffer> };

const tooLarge = () => new ApiError(Status.PAYLOAD_TOO_LARGE, 'image_too_large');
const notAnImage = () => new ApiError(Status.UNSUPPORTED_MEDIA_TYPE, 'unsupported_image_type');
const invalid = (path: string, code: string, message: string) =>
  new ApiError(Status.UNPROCESSABLE, 'validation_failed', { issues: [{ path, code, message }] });

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The widths of one photo from the upload's `file` parts: each checked by its bytes (type, size in
 * pixels), never by its name or declared type, each at most MAX_IMAGE_BYTES, one file per width.
 */
export async function readUpload(hotelId: number, form: FormData): Promise<Upload[]> {
  // workers-types call every entry a string; a file part is a File (a Blob) at run time.
  const files = (form.getAll('file') as unknown[]).filter((f): f is File => f instanceof Blob);
  if (files.length === 0) throw invalid('file', 'required', 'Attach at least one image file.');
  if (files.length > IMAGE_WIDTHS.length) {
    throw invalid('file', 'max_length', `At most ${IMAGE_WIDTHS.length} widths per photo.`);
  }
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) throw tooLarge();
  const uploads: Upload[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffImage(bytes);
    if (!sniffed) throw notAnImage();
    if (sniffed.width > MAX_IMAGE_WIDTH || sniffed.height > MAX_IMAGE_WIDTH) {
      throw invalid('file', 'max_value', `Images are at most ${MAX_IMAGE_WIDTH} pixels wide and high.`);
    }
    if (uploads.some((u) => u.variant.width === sniffed.width)) {
      throw invalid('file', 'invalid_value', 'Each file must be a different width.');
    }
    const key = `${hotelId}/${await sha256Hex(bytes)}.${IMAGE_EXTENSIONS[sniffed.content_type]}`;
    uploads.push({ variant: { key, ...sniffed, byte_size: bytes.length }, bytes });
  }
  return uploads.sort((a, b) => a.variant.width - b.variant.width);
}

/** Deletes stored files that no photo uses any more; a failure only leaves an unused file (logged). */
async function dropUnused(db: Db, bucket: R2Bucket, keys: readonly string[]) {
  try {
    const used = await keysInUse(db, keys);
    const unused = keys.filter((k) => !used.has(k));
    if (unused.length > 0) await bucket.delete(unused);
  } catch (error) {
    log('warn', '', { image_cleanup_failed: keys, error: String(error) });
  }
}

/**
 * Adds a photo to a set: the files go to R2 first (content-addressed, so a retry writes the same
 * keys), then the row, the set's stamp and the audit entry in one batch. A failed batch deletes the
 * files it put unless another photo uses the same content (decision 044).
 */
export async function addImage(
  db: Db,
  bucket: R2Bucket,
  p: Principal,
  current: { set: ImageSetRow; images: ImageRow[] },
  uploads: Upload[],
  now: number,
) {
  const { set, images } = current;
  if (images.length >= MAX_IMAGES_PER_SET) throw new ApiError(Status.CONFLICT, 'too_many_images');
  const actor = await auditActor(db, p);
  const widest = uploads[uploads.length - 1] as Upload;
  const row: ImageRow = {
    image_id: await nextImageId(db),
    image_set_id: set.image_set_id,
    display_order: Math.max(-1, ...images.map((i) => i.display_order)) + 1,
    content_type: widest.variant.content_type,
    width: widest.variant.width,
    height: widest.variant.height,
    byte_size: uploads.reduce((sum, u) => sum + u.variant.byte_size, 0),
    variants: uploads.map((u) => u.variant),
    alt: { ja: '' },
    created_at: now,
  };
  const keys = uploads.map((u) => u.variant.key);
  await Promise.all(
    uploads.map((u) =>
      bucket.put(u.variant.key, u.bytes, {
        httpMetadata: { contentType: u.variant.content_type },
        customMetadata: { hotel_id: String(set.hotel_id) },
      }),
    ),
  );
  const ids = images.map((i) => i.image_id);
  try {
    await saveGuarded(db, [
      touchImageSet(db, set.image_set_id, set.updated_at, Math.max(now, set.updated_at + 1)),
      assertOneRowChanged(db),
      insertImage(db, row),
      auditOf(
        actor,
        set,
        'uploadimage',
        [{ field: 'images', before: ids, after: [...ids, row.image_id] }],
        now,
        db,
      ),
    ]);
  } catch (error) {
    await dropUnused(db, bucket, keys);
    throw error;
  }
  return imageSetOf(db, set.hotel_id, set.image_set_id);
}

/** Reorders a set and sets its alt texts: the body lists every photo of the set once. */
export async function saveImageSet(
  db: Db,
  p: Principal,
  current: { set: ImageSetRow; images: ImageRow[] },
  body: UpdateImageSetBody,
  now: number,
) {
  const { set, images } = current;
  if (body.updated_at !== undefined && body.updated_at < set.updated_at) {
    throw new ApiError(Status.CONFLICT, 'stale_update');
  }
  const stored = new Map(images.map((i) => [i.image_id, i]));
  const sent = body.images.map((i) => i.image_id);
  if (
    sent.length !== stored.size ||
    new Set(sent).size !== sent.length ||
    sent.some((id) => !stored.has(id))
  ) {
    throw invalid('images', 'invalid_value', 'List every photo of the set once.');
  }
  const before = images.map((i) => i.image_id);
  const changes: FieldChange[] = [];
  if (before.join() !== sent.join()) changes.push({ field: 'images', before, after: sent });
  const statements: Statement[] = [];
  body.images.forEach((image, order) => {
    const old = stored.get(image.image_id) as ImageRow;
    for (const lang of new Set([...Object.keys(old.alt), ...Object.keys(image.alt)]) as Set<Lang>) {
      const was = old.alt[lang] ?? '';
      const next = image.alt[lang] ?? '';
      if (was !== next) changes.push({ field: `alt.${image.image_id}.${lang}`, before: was, after: next });
    }
    statements.push(
      updateImage(db, set.image_set_id, image.image_id, { display_order: order, alt: image.alt }),
    );
  });
  if (changes.length === 0) return current;
  const actor = await auditActor(db, p);
  await saveGuarded(db, [
    touchImageSet(db, set.image_set_id, set.updated_at, Math.max(now, set.updated_at + 1)),
    assertOneRowChanged(db),
    ...statements,
    auditOf(actor, set, 'updateimageset', changes, now, db),
  ]);
  return imageSetOf(db, set.hotel_id, set.image_set_id);
}

/** Deletes a photo, then its files unless another photo uses the same content. */
export async function removeImage(
  db: Db,
  bucket: R2Bucket,
  p: Principal,
  current: { set: ImageSetRow; images: ImageRow[] },
  imageId: number,
  now: number,
) {
  const { set, images } = current;
  const image = images.find((i) => i.image_id === imageId);
  if (!image) throw notFound('image_not_found');
  const actor = await auditActor(db, p);
  const ids = images.map((i) => i.image_id);
  await saveGuarded(db, [
    touchImageSet(db, set.image_set_id, set.updated_at, Math.max(now, set.updated_at + 1)),
    assertOneRowChanged(db),
    deleteImageRow(db, set.image_set_id, imageId),
    assertOneRowChanged(db),
    auditOf(
      actor,
      set,
      'deleteimage',
      [{ field: 'images', before: ids, after: ids.filter((id) => id !== imageId) }],
      now,
      db,
    ),
  ]);
  await dropUnused(
    db,
    bucket,
    image.variants.map((v) => v.key),
  );
  return imageSetOf(db, set.hotel_id, set.image_set_id);
}
