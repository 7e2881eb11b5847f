import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from '@tomaru/domain/schemas/images';

/**
 * The widths to make of a photo `natural` pixels wide: each standard width below it, and the photo
 * itself up to the widest standard one. Never enlarged.
 * @example widthsFor(1200) // [480, 960, 1200]
 */
export function widthsFor(natural: number): number[] {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  const top = Math.min(natural, widest);
  return [...new Set([...IMAGE_WIDTHS.filter((w) => w < top), top])];
}

async function encode(canvas: OffscreenCanvas | HTMLCanvasElement, type: string, quality: number) {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, quality),
  );
}

function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * A chosen photo resized in the browser to the upload's widths (decision 044): WebP where the
 * browser encodes it, JPEG otherwise; the server never resizes. Throws `not_an_image` for a file
 * the browser cannot decode and `too_large` when a width stays over the upload limit.
 */
export async function resizeForUpload(file: Blob): Promise<Blob[]> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error('not_an_image');
  });
  try {
    const out: Blob[] = [];
    for (const width of widthsFor(bitmap.width)) {
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const canvas = canvasOf(width, height);
      const context = canvas.getContext('2d') as
        | OffscreenCanvasRenderingContext2D
        | CanvasRenderingContext2D
        | null;
      if (!context) throw new Error('not_an_image');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      let blob = await encode(canvas, 'image/webp', 0.82);
      // A browser without a WebP encoder answers PNG: JPEG is smaller for photos.
      if (blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', 0.85);
      if (blob.size > MAX_IMAGE_BYTES) throw new Error('too_large');
      out.push(blob);
    }
    return out;
  } finally {
    bitmap.close();
  }
}
