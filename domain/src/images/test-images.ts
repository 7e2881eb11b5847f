/**
 * Small images built in code for tests (no files, no network). The PNG is a real, decodable image
 * of one colour (stored deflate blocks); the JPEG and WebP carry real headers (what the server
 * reads) followed by filler, enough for a type check by content.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65_521;
    b = (b + a) % 65_521;
  }
  return ((b << 16) | a) >>> 0;
}

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const text = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

function chunk(type: string, data: number[] | Uint8Array): number[] {
  const body = new Uint8Array([...text(type), ...data]);
  return [...be32(data.length), ...body, ...be32(crc32(body))];
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): number[] {
  const out = [0x78, 0x01];
  for (let i = 0; i < raw.length || i === 0; i += 65_535) {
    const part = raw.subarray(i, i + 65_535);
    const last = i + 65_535 >= raw.length ? 1 : 0;
    out.push(last, ...le16(part.length), ...le16(~part.length & 0xffff), ...part);
  }
  return [...out, ...be32(adler32(raw))];
}

/** A real PNG of `width` × `height` in one RGB colour. */
export function testPng(width: number, height: number, rgb: [number, number, number] = [200, 60, 40]) {
  const row = [0, ...Array.from({ length: width }, () => rgb).flat()];
  const raw = new Uint8Array(Array.from({ length: height }, () => row).flat());
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', []),
  ]);
}

/** A JPEG's header (SOI, JFIF, a baseline frame of the size) and `fill` bytes of filler. */
export function testJpeg(width: number, height: number, fill = 64) {
  return new Uint8Array([
    0xff,
    0xd8,
    ...[0xff, 0xe0, 0x00, 0x10, ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0x00, 0x11, 8, (height >> 8) & 0xff, height & 0xff, (width >> 8) & 0xff, width & 0xff],
    ...[3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...new Array<number>(fill).fill(0),
    0xff,
    0xd9,
  ]);
}

/** A lossy WebP's header (RIFF, VP8 frame of the size) and filler. */
export function testWebp(width: number, height: number, fill = 64) {
  const vp8 = [
    0,
    0,
    0,
    0x9d,
    0x01,
    0x2a,
    ...le16(width),
    ...le16(height),
    ...new Array<number>(fill).fill(0),
  ];
  const body = [...text('WEBP'), ...text('VP8 '), ...le32(vp8.length), ...vp8];
  return new Uint8Array([...text('RIFF'), ...le32(body.length), ...body]);
}

/** An extended WebP (VP8X) header of the size. */
export function testWebpExtended(width: number, height: number) {
  const vp8x = [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)];
  const body = [...text('WEBP'), ...text('VP8X'), ...le32(vp8x.length), ...vp8x];
  return new Uint8Array([...text('RIFF'), ...le32(body.length), ...body]);
}
