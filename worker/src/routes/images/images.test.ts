import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { findImageSet } from '@tomaru/db/queries/images';
import { testJpeg, testPng, testWebp } from '@tomaru/domain/images/test-images';
import { afterEach, describe, expect, it } from 'vitest';
import { call, freshAddress, signIn } from '../../../test/helpers';
import { createApp } from '../../app';
import type { Principal } from '../../env';
import { addImage, readUpload } from './images.service';

type Kind = 'admin' | 'chain' | 'union' | 'hotel';
const tokens = new Map<string, string>();
async function tokenOf(kind: Kind, login: string) {
  const known = tokens.get(login);
  if (known) return known;
  const token = (await signIn(kind, login)).access_token;
  tokens.set(login, token);
  return token;
}

type FilePart = { bytes: Uint8Array; name: string; type: string };
const part = (bytes: Uint8Array, name: string, type: string): FilePart => ({ bytes, name, type });

/** Uploads a photo's widths as the browser does: multipart/form-data, one `file` part per width. */
async function upload(token: string, hotelId: number, setId: number, files: FilePart[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new File([f.bytes], f.name, { type: f.type }));
  const res = await createApp().request(
    `/api/api/uploadimage?hotel_id=${hotelId}&image_set_id=${setId}`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': freshAddress() },
      body: form,
    },
    env,
  );
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
}

/** Fetches a served file (not JSON) with optional request headers. */
async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const res = await createApp().request(url, { headers }, env);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const createdSets: number[] = [];

/** A new, empty set of a target of hotel 1 (removed after the test with its photos and files). */
async function newSet(target: 'hotel' | 'room' | 'plan', targetId: number, hotelId = 1) {
  const token = await tokenOf('hotel', `hotel${hotelId}`);
  const res = await call('/api/api/createimageset', {
    token,
    body: { hotel_id: hotelId, target, target_id: targetId },
  });
  expect(res.status, res.text).toBe(201);
  createdSets.push(res.json.image_set.image_set_id);
  return res.json.image_set as { image_set_id: number; updated_at: number };
}

afterEach(async () => {
  for (const id of createdSets.splice(0)) {
    const rows = await env.DB.prepare('SELECT variants FROM images WHERE image_set_id = ?')
      .bind(id)
      .all<{ variants: string }>();
    const keys = rows.results.flatMap((r) => (JSON.parse(r.variants) as { key: string }[]).map((v) => v.key));
    if (keys.length > 0) await env.IMAGES.delete(keys);
    await env.DB.batch([
      env.DB.prepare('DELETE FROM images WHERE image_set_id = ?').bind(id),
      env.DB.prepare('DELETE FROM image_sets WHERE image_set_id = ?').bind(id),
    ]);
  }
});

async function storedKeys(hotelId: number) {
  const listed = await env.IMAGES.list({ prefix: `${hotelId}/` });
  return listed.objects.map((o) => o.key);
}

async function auditRows(setId: number) {
  const rows = await env.DB.prepare(
    "SELECT action, hotel_id, changes FROM audit_log WHERE entity = 'image_set' AND entity_id = ? ORDER BY id",
  )
    .bind(setId)
    .all<{ action: string; hotel_id: number; changes: string }>();
  return rows.results;
}

describe('uploadimage checks each file by its content', () => {
  it('stores a PNG sent as photo.jpg with type image/jpeg as a PNG, and serves it as one', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 101);
    const png = testPng(48, 32);
    const res = await upload(token, 1, set.image_set_id, [part(png, 'photo.jpg', 'image/jpeg')]);
    expect(res.status, res.text).toBe(201);
    const image = res.json.image_set.images[0];
    expect(image.content_type, 'the bytes decide the type, not the name or the declared type').toBe(
      'image/png',
    );
    expect(image).toMatchObject({ width: 48, height: 32, byte_size: png.length });
    expect(image.url).toMatch(/^\/images\/1\/[0-9a-f]{64}\.png$/);
    const served = await fetchImage(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.bytes, 'the stored file is the uploaded one, byte for byte').toEqual(png);
  });

  it('refuses a text file named photo.jpg with 415 and stores nothing', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 102);
    const before = await storedKeys(1);
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await upload(token, 1, set.image_set_id, [part(text, 'photo.jpg', 'image/jpeg')]);
    expect(res.status, res.text).toBe(415);
    expect(res.json.error.code).toBe('unsupported_image_type');
    expect(await storedKeys(1), 'no file reaches the bucket').toEqual(before);
    expect(await auditRows(set.image_set_id), 'only the creation of the set is audited').toHaveLength(1);
  });

  it('refuses a file over 2 MB with 413, and a body over the upload limit too', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 101);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(testPng(8, 8));
    const one = await upload(token, 1, set.image_set_id, [part(big, 'big.png', 'image/png')]);
    expect(one.status, one.text).toBe(413);
    expect(one.json.error.code).toBe('image_too_large');
    const parts = [0, 1, 2, 3].map(() => part(big, 'big.png', 'image/png'));
    const all = await upload(token, 1, set.image_set_id, parts);
    expect(all.status, 'four 2 MB files pass the limit of the whole body').toBe(413);
  });

  it('accepts a photo larger than the 64 kB limit of the other calls, in three widths', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('hotel', 1);
    const res = await upload(token, 1, set.image_set_id, [
      part(testWebp(1600, 1067, 300_000), 'a.webp', 'image/webp'),
      part(testWebp(480, 320), 'b.webp', 'image/webp'),
      part(testJpeg(960, 640), 'c.jpg', 'image/jpeg'),
    ]);
    expect(res.status, res.text).toBe(201);
    const image = res.json.image_set.images[0];
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    expect(image).toMatchObject({ width: 1600, height: 1067, content_type: 'image/webp' });
    expect(image.srcset).toMatch(/\.webp 480w, \/images\/1\/[0-9a-f]{64}\.jpg 960w, .+\.webp 1600w$/);
    const json = await call('/api/api/updateimageset', {
      token,
      rawBody: JSON.stringify({ hotel_id: 1, image_set_id: 1, images: [], pad: 'x'.repeat(70_000) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status, 'other calls keep the 64 kB limit').toBe(413);
  });

  it('refuses two files of the same width and a form without files', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 101);
    const twice = await upload(token, 1, set.image_set_id, [
      part(testPng(20, 10), 'a.png', 'image/png'),
      part(testPng(20, 10, [0, 0, 0]), 'b.png', 'image/png'),
    ]);
    expect(twice.status, twice.text).toBe(422);
    const none = await upload(token, 1, set.image_set_id, []);
    expect(none.status, none.text).toBe(422);
  });
});

describe('scope of the image sets', () => {
  it('lets hotel 2, chain 2 neither read nor write hotel 1’s sets; union 1 reads only; chain 1 and admin write', async () => {
    const set = await newSet('plan', 101);
    const png = [part(testPng(8, 8), 'a.png', 'image/png')];
    for (const [kind, login] of [
      ['hotel', 'hotel2'],
      ['chain', 'chain2'],
    ] as const) {
      const token = await tokenOf(kind, login);
      const read = await call('/api/api/getimagesets?hotel_id=1', { token });
      expect(read.status, `${login} reads hotel 1`).toBe(403);
      const check = await call('/api/api/checkimageset?hotel_id=1&target=plan&target_id=101', { token });
      expect(check.status, `${login} checks hotel 1`).toBe(403);
      const write = await upload(token, 1, set.image_set_id, png);
      expect(write.status, `${login} uploads to hotel 1`).toBe(403);
      const del = await call('/api/api/deleteimage', {
        token,
        body: { hotel_id: 1, image_set_id: set.image_set_id, image_id: 1 },
      });
      expect(del.status, `${login} deletes in hotel 1`).toBe(403);
    }
    const union = await tokenOf('union', 'union1');
    expect((await call('/api/api/getimagesets?hotel_id=1', { token: union })).status).toBe(200);
    expect((await upload(union, 1, set.image_set_id, png)).status, 'a union never writes').toBe(403);
    for (const [kind, login] of [
      ['chain', 'chain1'],
      ['admin', 'admin'],
    ] as const) {
      const res = await upload(await tokenOf(kind, login), 1, set.image_set_id, png);
      expect(res.status, `${login} uploads: ${res.text}`).toBe(201);
    }
  });

  it('answers 404 for a set of another hotel named under one’s own, and for another hotel’s room', async () => {
    const set = await newSet('room', 101);
    const hotel2 = await tokenOf('hotel', 'hotel2');
    const res = await upload(hotel2, 2, set.image_set_id, [part(testPng(8, 8), 'a.png', 'image/png')]);
    expect(res.status, res.text).toBe(404);
    expect(res.json.error.code).toBe('image_set_not_found');
    const foreign = await call('/api/api/createimageset', {
      token: await tokenOf('hotel', 'hotel1'),
      body: { hotel_id: 1, target: 'room', target_id: 201 },
    });
    expect(foreign.status, foreign.text).toBe(404);
    expect(foreign.json.error.code).toBe('room_not_found');
  });
});

describe('the image set calls', () => {
  it('answers the set of a target, or null; a second set of the same target is refused', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const none = await call('/api/api/checkimageset?hotel_id=1&target=plan&target_id=102', { token });
    expect(none.status, none.text).toBe(200);
    expect(none.json.image_set).toBeNull();
    const set = await newSet('plan', 102);
    const found = await call('/api/api/checkimageset?hotel_id=1&target=plan&target_id=102', { token });
    expect(found.json.image_set.image_set_id).toBe(set.image_set_id);
    const again = await call('/api/api/createimageset', {
      token,
      body: { hotel_id: 1, target: 'plan', target_id: 102 },
    });
    expect(again.status, again.text).toBe(409);
    expect(again.json.error.code).toBe('image_set_exists');
    const list = await call('/api/api/getimagesets?hotel_id=1', { token });
    expect(list.json.targets[0], 'the hotel itself comes first').toMatchObject({
      target: 'hotel',
      target_id: 1,
    });
    expect(
      list.json.targets.some(
        (t: { target: string; target_id: number }) => t.target === 'room' && t.target_id === 101,
      ),
    ).toBe(true);
    expect(list.json.image_sets.map((s: { image_set_id: number }) => s.image_set_id)).toContain(
      set.image_set_id,
    );
  });

  it('reorders photos and sets alt texts, audited in the same batch; refuses a list that leaves one out', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 102);
    await upload(token, 1, set.image_set_id, [part(testPng(10, 10), 'a.png', 'image/png')]);
    const second = await upload(token, 1, set.image_set_id, [part(testPng(12, 10), 'b.png', 'image/png')]);
    const [a, b] = second.json.image_set.images;
    const saved = await call('/api/api/updateimageset', {
      token,
      body: {
        hotel_id: 1,
        image_set_id: set.image_set_id,
        updated_at: second.json.image_set.updated_at,
        images: [
          { image_id: b.image_id, alt: { ja: '和室', en: 'Japanese-style room' } },
          { image_id: a.image_id, alt: { ja: '' } },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.image_set.images.map((i: { image_id: number }) => i.image_id)).toEqual([
      b.image_id,
      a.image_id,
    ]);
    const audit = await auditRows(set.image_set_id);
    expect(audit.map((r) => r.action)).toEqual([
      'createimageset',
      'uploadimage',
      'uploadimage',
      'updateimageset',
    ]);
    expect(
      audit.every((r) => r.hotel_id === 1),
      'each entry carries its hotel',
    ).toBe(true);
    const fields = JSON.parse(audit[3]?.changes ?? '[]').map((c: { field: string }) => c.field);
    expect(fields).toEqual(['images', `alt.${b.image_id}.ja`, `alt.${b.image_id}.en`]);
    const partial = await call('/api/api/updateimageset', {
      token,
      body: {
        hotel_id: 1,
        image_set_id: set.image_set_id,
        images: [{ image_id: a.image_id, alt: { ja: '' } }],
      },
    });
    expect(partial.status, partial.text).toBe(422);
    const stale = await call('/api/api/updateimageset', {
      token,
      body: {
        hotel_id: 1,
        image_set_id: set.image_set_id,
        updated_at: second.json.image_set.updated_at,
        images: [
          { image_id: a.image_id, alt: { ja: '古い' } },
          { image_id: b.image_id, alt: { ja: '' } },
        ],
      },
    });
    expect(stale.status, 'a form read before the last save is stale').toBe(409);
  });

  it('deletes a photo and its files, but keeps a file another photo still uses', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 101);
    const shared = testPng(30, 20);
    const first = await upload(token, 1, set.image_set_id, [part(shared, 'a.png', 'image/png')]);
    const second = await upload(token, 1, set.image_set_id, [part(shared, 'b.png', 'image/png')]);
    const [a, b] = second.json.image_set.images;
    expect(a.url, 'the same bytes have the same key').toBe(b.url);
    const del1 = await call('/api/api/deleteimage', {
      token,
      body: { hotel_id: 1, image_set_id: set.image_set_id, image_id: a.image_id },
    });
    expect(del1.status, del1.text).toBe(200);
    expect((await fetchImage(first.json.image_set.images[0].url)).status, 'still used by b').toBe(200);
    const del2 = await call('/api/api/deleteimage', {
      token,
      body: { hotel_id: 1, image_set_id: set.image_set_id, image_id: b.image_id },
    });
    expect(del2.json.image_set.images).toEqual([]);
    expect((await fetchImage(b.url)).status, 'the last photo using the file is gone').toBe(404);
    const again = await call('/api/api/deleteimage', {
      token,
      body: { hotel_id: 1, image_set_id: set.image_set_id, image_id: b.image_id },
    });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe('image_not_found');
  });

  it('deletes the files it put when the batch fails (a save that raced another)', async () => {
    const set = await newSet('plan', 101);
    const db = createDb(env);
    const account = await env.DB.prepare(
      "SELECT account_id FROM staff_accounts WHERE login_id = 'hotel1'",
    ).first<{
      account_id: number;
    }>();
    const principal = {
      type: 'hotel',
      account_id: account?.account_id ?? 0,
      entity_id: 1,
      name: 'hotel1',
      session_id: 's',
      exp: 0,
    } satisfies Principal;
    const form = new FormData();
    form.append('file', new File([testPng(77, 7)], 'a.png'));
    const uploads = await readUpload(1, form);
    const current = await findImageSet(db, 1, set.image_set_id);
    if (!current) throw new Error('the set exists');
    const stale = { ...current, set: { ...current.set, updated_at: current.set.updated_at - 1 } };
    await expect(addImage(db, env.IMAGES, principal, stale, uploads, 1_900_000_000)).rejects.toMatchObject({
      code: 'stale_update',
    });
    const key = uploads[0]?.variant.key ?? '';
    expect(await env.IMAGES.head(key), 'no orphan file is left behind').toBeNull();
    expect(await auditRows(set.image_set_id)).toHaveLength(1);
  });
});

describe('serving the files', () => {
  it('serves a photo for a year, immutable, with its ETag, nosniff, and 304 on revalidation', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 101);
    const res = await upload(token, 1, set.image_set_id, [part(testJpeg(64, 48), 'a.jpeg', 'image/jpeg')]);
    const url = res.json.image_set.images[0].url as string;
    const served = await fetchImage(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const etag = served.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetchImage(url, { 'If-None-Match': etag });
    expect(again.status, 'a browser revalidating gets no body').toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answers 404 in JSON for an unknown or malformed key', async () => {
    for (const url of [
      `/images/1/${'0'.repeat(64)}.png`,
      '/images/1%2F..%2F..%2Fwrangler.toml',
      '/images/1/x.svg',
    ]) {
      const res = await createApp().request(url, {}, env);
      expect(res.status, url).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });
});

describe('guest pages show the photos', () => {
  it('answers a room’s photos in getrooms, getroom and getplan with alt in the guest’s language, Japanese otherwise', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const set = await newSet('room', 101);
    const up = await upload(token, 1, set.image_set_id, [
      part(testPng(480, 320), 'a.png', 'image/png'),
      part(testPng(960, 640), 'b.png', 'image/png'),
    ]);
    const image = up.json.image_set.images[0];
    await call('/api/api/updateimageset', {
      token,
      body: {
        hotel_id: 1,
        image_set_id: set.image_set_id,
        images: [{ image_id: image.image_id, alt: { ja: '和室の客室', en: 'Japanese-style room' } }],
      },
    });
    const en = await call('/api/getrooms?hotel_id=1&lang=en');
    const room = en.json.rooms.find((r: { room_id: number }) => r.room_id === 101);
    expect(room.images, 'the public answer shows the new photo at once').toEqual([
      {
        url: image.variants[0].url,
        srcset: `${image.variants[0].url} 480w, ${image.variants[1].url} 960w`,
        alt: 'Japanese-style room',
        width: 960,
        height: 640,
      },
    ]);
    const ko = await call('/api/getroom?room_id=101&lang=ko');
    expect(ko.json.room.images[0].alt, 'no Korean alt: Japanese').toBe('和室の客室');
    const plan = await call('/api/getplan?plan_id=101&lang=en');
    const planRoom = plan.json.plan.rooms.find((r: { room_id: number }) => r.room_id === 101);
    expect(planRoom.images[0].alt).toBe('Japanese-style room');
  });

  it('answers the hotel’s gallery in gethotelinfo and a plan’s photos in getplan', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const hotelSet = await newSet('hotel', 1);
    const planSet = await newSet('plan', 101);
    await upload(token, 1, hotelSet.image_set_id, [part(testWebp(800, 600), 'lobby.webp', 'image/webp')]);
    await upload(token, 1, planSet.image_set_id, [part(testJpeg(640, 480), 'dinner.jpg', 'image/jpeg')]);
    const info = await call('/api/gethotelinfo?hotel_id=1&lang=ja');
    expect(info.json.hotel.images).toHaveLength(1);
    expect(info.json.hotel.images[0]).toMatchObject({ width: 800, height: 600, alt: '' });
    const plan = await call('/api/getplan?plan_id=101');
    expect(plan.json.plan.images[0]).toMatchObject({ width: 640, height: 480 });
    const other = await call('/api/gethotelinfo?hotel_id=2');
    expect(other.json.hotel.images, 'another hotel shows none of them').toEqual([]);
  });
});
