import { findImageSetOf, imageSetsOfHotel, imageTargetsOf } from '@tomaru/db/queries/images';
import { LANGS } from '@tomaru/domain/languages';
import {
  checkImageSetQuery,
  checkImageSetResponse,
  createImageSetBody,
  deleteImageBody,
  imageSetResponse,
  imageSetsQuery,
  imageSetsResponse,
  updateImageSetBody,
  uploadImageQuery,
} from '@tomaru/domain/schemas/images';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { ApiError, Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  addImage,
  createImageSet,
  imageSetOf,
  MAX_UPLOAD_BYTES,
  readUpload,
  removeImage,
  saveImageSet,
  toImageSet,
} from './images.service';

/** The one call whose body may exceed the app's 64 kB: an upload of a photo's widths (app.ts). */
export const UPLOAD_PATH = '/api/api/uploadimage';

/**
 * Image sets of the hotel, its rooms and its plans (decision 044): the hotel, its chain and admin
 * write; a union reads. Files live in R2 under content-addressed keys; rows, stamps and the audit
 * entry of each change go in one batch.
 */
export const imageRoutes = new Hono<AppEnv>()
  .get(
    '/getimagesets',
    doc({
      summary: 'A hotel’s image sets, and what it may illustrate (the hotel, each room, each plan)',
      tags: ['back office'],
      ok: imageSetsResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', imageSetsQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      const db = c.var.db;
      const hotel = await inventoryForRead(db, c.var.principal, hotel_id);
      const [{ sets, images }, targets] = await Promise.all([
        imageSetsOfHotel(db, hotel_id),
        imageTargetsOf(db, hotel_id),
      ]);
      return c.json(
        reply(imageSetsResponse, {
          languages: LANGS.filter((l) => hotel.languages.includes(l)),
          targets: [
            { target: 'hotel', target_id: hotel_id, name: targets.hotel },
            ...targets.rooms.map((r) => ({ target: 'room' as const, target_id: r.id, name: r.name })),
            ...targets.plans.map((p) => ({ target: 'plan' as const, target_id: p.id, name: p.name })),
          ],
          image_sets: sets.map((s) => toImageSet(s, images)),
        }),
        Status.OK,
      );
    },
  )
  .get(
    '/checkimageset',
    doc({
      summary: 'The image set of the hotel, one room or one plan, or null when it has none',
      tags: ['back office'],
      ok: checkImageSetResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', checkImageSetQuery),
    async (c) => {
      const q = c.req.valid('query');
      const db = c.var.db;
      await inventoryForRead(db, c.var.principal, q.hotel_id);
      const found = await findImageSetOf(db, q.hotel_id, q.target, q.target_id);
      return c.json(
        reply(checkImageSetResponse, { image_set: found ? toImageSet(found.set, found.images) : null }),
        Status.OK,
      );
    },
  )
  .post(
    '/createimageset',
    doc({
      summary: 'Create the (empty) image set of the hotel, one of its rooms or one of its plans',
      tags: ['back office'],
      ok: imageSetResponse,
      status: 201,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', createImageSetBody),
    async (c) => {
      const body = c.req.valid('json');
      const db = c.var.db;
      await inventoryForWrite(db, c.var.principal, body.hotel_id);
      const set = await createImageSet(db, c.var.principal, body, c.var.now());
      return c.json(reply(imageSetResponse, { image_set: set }), Status.CREATED);
    },
  )
  .post(
    '/uploadimage',
    doc({
      summary: 'Add a photo to a set: multipart/form-data with one `file` part per width (browser-resized)',
      description:
        'Query: hotel_id, image_set_id. Each file is checked by its bytes (JPEG, PNG or WebP; 415 otherwise), at most 2 MB (413) and 4096 px; one file per width, at most three.',
      tags: ['back office'],
      ok: imageSetResponse,
      status: 201,
      errors: [400, 401, 403, 404, 409, 413, 415, 422],
    }),
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: () => {
        throw new ApiError(Status.PAYLOAD_TOO_LARGE, 'image_too_large');
      },
    }),
    validate('query', uploadImageQuery),
    async (c) => {
      const q = c.req.valid('query');
      const db = c.var.db;
      await inventoryForWrite(db, c.var.principal, q.hotel_id);
      const current = await imageSetOf(db, q.hotel_id, q.image_set_id);
      if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) {
        throw new ApiError(Status.UNSUPPORTED_MEDIA_TYPE, 'unsupported_image_type', {
          message: 'Send the files as multipart/form-data.',
        });
      }
      // The body limit above has read the whole body already: a failure here is a malformed form.
      const form = await c.req.raw.formData().catch(() => {
        throw new ApiError(Status.BAD_REQUEST, 'validation_failed', {
          message: 'The form data is malformed.',
        });
      });
      const uploads = await readUpload(q.hotel_id, form);
      const { set, images } = await addImage(
        db,
        c.env.IMAGES,
        c.var.principal,
        current,
        uploads,
        c.var.now(),
      );
      return c.json(reply(imageSetResponse, { image_set: toImageSet(set, images) }), Status.CREATED);
    },
  )
  .post(
    '/updateimageset',
    doc({
      summary:
        'Reorder a set’s photos and set their alt texts (every photo of the set once, in the new order)',
      tags: ['back office'],
      ok: imageSetResponse,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', updateImageSetBody),
    async (c) => {
      const body = c.req.valid('json');
      const db = c.var.db;
      await inventoryForWrite(db, c.var.principal, body.hotel_id);
      const current = await imageSetOf(db, body.hotel_id, body.image_set_id);
      const { set, images } = await saveImageSet(db, c.var.principal, current, body, c.var.now());
      return c.json(reply(imageSetResponse, { image_set: toImageSet(set, images) }), Status.OK);
    },
  )
  .post(
    '/deleteimage',
    doc({
      summary: 'Delete a photo of a set (its files go unless another photo uses the same content)',
      tags: ['back office'],
      ok: imageSetResponse,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', deleteImageBody),
    async (c) => {
      const body = c.req.valid('json');
      const db = c.var.db;
      await inventoryForWrite(db, c.var.principal, body.hotel_id);
      const current = await imageSetOf(db, body.hotel_id, body.image_set_id);
      const { set, images } = await removeImage(
        db,
        c.env.IMAGES,
        c.var.principal,
        current,
        body.image_id,
        c.var.now(),
      );
      return c.json(reply(imageSetResponse, { image_set: toImageSet(set, images) }), Status.OK);
    },
  );
