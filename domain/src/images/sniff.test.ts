import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff';
import { testJpeg, testPng, testWebp, testWebpExtended } from './test-images';

const text = (s: string) => new TextEncoder().encode(s);

describe('sniffImage', () => {
  it('reads a PNG’s type and size from its header', () => {
    expect(sniffImage(testPng(48, 32))).toEqual({ content_type: 'image/png', width: 48, height: 32 });
  });

  it('builds test PNGs whose pixels really decode', async () => {
    const png = testPng(3, 2);
    const idat = png.subarray(8 + 25 + 8, png.length - 12 - 4);
    const stream = new Blob([idat]).stream().pipeThrough(new DecompressionStream('deflate'));
    const pixels = new Uint8Array(await new Response(stream).arrayBuffer());
    expect(pixels.length, 'two rows of a filter byte and 3 RGB pixels').toBe(2 * (1 + 9));
  });

  it('reads a JPEG’s size from its start-of-frame marker, past other segments', () => {
    expect(sniffImage(testJpeg(1600, 1067))).toEqual({
      content_type: 'image/jpeg',
      width: 1600,
      height: 1067,
    });
  });

  it('reads lossy and extended WebP sizes', () => {
    expect(sniffImage(testWebp(960, 640))).toEqual({ content_type: 'image/webp', width: 960, height: 640 });
    expect(sniffImage(testWebpExtended(480, 320))).toEqual({
      content_type: 'image/webp',
      width: 480,
      height: 320,
    });
  });

  it('refuses text, HTML and SVG whatever they are called', () => {
    expect(sniffImage(text('hello, this is a text file named photo.jpg'))).toBeNull();
    expect(sniffImage(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
  });

  it('refuses a GIF and a truncated JPEG', () => {
    expect(sniffImage(text('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(sniffImage(testJpeg(100, 100).subarray(0, 12))).toBeNull();
  });

  it('refuses an image that claims no pixels', () => {
    expect(sniffImage(testPng(1, 1).map((b, i) => (i >= 16 && i < 20 ? 0 : b)))).toBeNull();
  });
});
