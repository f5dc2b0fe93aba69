import sharp from 'sharp';

/**
 * Pages scanned at a low resolution are enlarged until their longer side has this many pixels:
 * on FUNSD's faxed forms (754 × 1000, about 100 dpi) reading them 1.25 times larger finds about
 * 7 points more of their words, for about a fifth more time (`npm run bench:ocr`).
 */
export const UPSCALE_TARGET_SIDE = 1250;
/** Never enlarged more than this: a tiny image gains nothing from being blown up further. */
const MAX_UPSCALE = 2;

// One image at a time in the OCR process: no cache of decoded images, one libvips thread.
sharp.cache(false);
sharp.concurrency(1);

/**
 * An image made ready for the OCR engine, in the OCR child process: decoded by sharp (libvips;
 * refusing more than `maxPixels` pixels), turned upright by its EXIF orientation, its first page
 * only (a multi-page TIFF), enlarged when its resolution is low (`UPSCALE_TARGET_SIDE`), and
 * written as an uncompressed PNG the engine reads quickly. `scale` maps the engine's boxes back
 * to the upright image: divide by it.
 * @throws what sharp throws for an image it cannot decode.
 */
export async function prepareImage(
  image: Uint8Array,
  maxPixels: number,
): Promise<{ png: Buffer; scale: number }> {
  const upright = sharp(image, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  const { width = 0, height = 0, orientation = 1 } = await upright.metadata();
  const longer = Math.max(width, height);
  const scale = longer > 0 ? Math.min(MAX_UPSCALE, Math.max(1, UPSCALE_TARGET_SIDE / longer)) : 1;
  // EXIF orientations 5–8 swap width and height.
  const uprightWidth = orientation >= 5 ? height : width;
  const targetWidth = Math.round(uprightWidth * scale);
  const resized =
    targetWidth > uprightWidth
      ? upright.resize({ width: targetWidth, kernel: 'lanczos3' })
      : upright;
  const png = await resized.png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer();
  return { png, scale: targetWidth > uprightWidth ? targetWidth / uprightWidth : 1 };
}
