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
 * only (a multi-page TIFF), enlarged when its resolution is low (`UPSCALE_TARGET_SIDE`), made
 * grey on white (transparency flattened onto white) and written as a binary PGM: 8-bit grey
 * pixels behind a short header, which the engine (Leptonica) reads without decoding. Tesseract
 * reads in grey anyway; against the uncompressed RGB PNG written before, this is a third of the
 * bytes and no PNG decoding in WebAssembly: about 5 % less time per page, and the same words
 * (recall 61.2 % instead of 60.9 % on FUNSD, `npm run bench:ocr`). `scale` maps the engine's
 * boxes back to the upright image: divide by it.
 * @throws what sharp throws for an image it cannot decode.
 */
export async function prepareImage(
  image: Uint8Array,
  maxPixels: number,
): Promise<{ pgm: Buffer; scale: number }> {
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
  const { data, info } = await resized
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const boxScale = targetWidth > uprightWidth ? targetWidth / uprightWidth : 1;
  return { pgm: toPgm(data, info.width, info.height, info.channels), scale: boxScale };
}

/** A binary PGM (P5, 8 bits) of the first channel of raw pixels (`channels` bytes a pixel). */
function toPgm(pixels: Buffer, width: number, height: number, channels: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  if (channels === 1) return Buffer.concat([header, pixels]);
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i += 1) grey[i] = pixels[i * channels] ?? 0;
  return Buffer.concat([header, grey]);
}
