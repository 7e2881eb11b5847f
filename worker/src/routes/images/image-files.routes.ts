import { ERROR_MESSAGES } from '@tomaru/domain/errors';
import type { ImageType } from '@tomaru/domain/images/sniff';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { Status } from '../../lib/errors';
import { IMAGE_KEY, IMAGE_PATH } from './images.service';

const TYPE_OF: Record<string, ImageType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** An ETag list (`If-None-Match`) names this ETag, or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/**
 * The stored photos, public: `/images/<hotel>/<sha256>.<ext>`. A key names its content, so an
 * answer never changes and browsers and the edge keep it for a year (`immutable`); the type comes
 * from the key, which the upload chose from the bytes, and `nosniff` stops any other reading.
 */
export const imageFileRoutes = new Hono<AppEnv>().get(`${IMAGE_PATH}*`, async (c) => {
  const key = c.req.path.slice(IMAGE_PATH.length);
  const missing = () => {
    c.header('Cache-Control', 'no-store');
    return c.json({ error: { code: 'not_found', message: ERROR_MESSAGES.not_found } }, Status.NOT_FOUND);
  };
  if (!IMAGE_KEY.test(key)) return missing();
  const stored = await c.env.IMAGES.head(key);
  if (!stored) return missing();
  const headers = new Headers({
    'Content-Type': TYPE_OF[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: stored.httpEtag,
    'X-Content-Type-Options': 'nosniff',
  });
  if (matches(c.req.header('If-None-Match'), stored.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }
  const object = await c.env.IMAGES.get(key);
  if (!object) return missing();
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: Status.OK, headers });
});
