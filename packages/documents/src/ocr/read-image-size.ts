/** The image formats OCR accepts, and the size their header declares. */
export interface ImageSize {
  format: 'png' | 'jpeg' | 'tiff';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The format and pixel size of a PNG (IHDR), JPEG (first SOFn frame header) or TIFF (first IFD's
 * ImageWidth and ImageLength) image, read from its header without decoding anything, so an
 * image too large to decode safely can be refused first. `head` is the file's first bytes or the
 * whole file; a TIFF's IFD may sit anywhere, so give a TIFF whole.
 *
 * Returns null when the bytes are none of these formats, when the size is not within `head`, or
 * when the header is damaged or declares a zero size (a JPEG whose height comes later in a DNL
 * marker, a BigTIFF): such an image is not read.
 * @example readImageSize(png) // { format: 'png', width: 754, height: 1000 }
 */
export function readImageSize(head: Uint8Array): ImageSize | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const size = pngSize(head, view) ?? jpegSize(head, view) ?? tiffSize(head, view);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return size;
}

function pngSize(head: Uint8Array, view: DataView): ImageSize | null {
  if (head.length < 24 || !PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return null;
  const chunkType = String.fromCharCode(...head.subarray(12, 16));
  if (chunkType !== 'IHDR') return null;
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless…), which hold the frame's size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(head: Uint8Array, view: DataView): ImageSize | null {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > head.length) return null;
      return { format: 'jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

const TIFF_IMAGE_WIDTH = 256;
const TIFF_IMAGE_LENGTH = 257;
const TIFF_SHORT = 3;
const TIFF_LONG = 4;

function tiffSize(head: Uint8Array, view: DataView): ImageSize | null {
  if (head.length < 8) return null;
  const order = String.fromCharCode(head[0] ?? 0, head[1] ?? 0);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return null; // 43 is BigTIFF: not read
  const ifd = view.getUint32(4, little);
  if (ifd < 8 || ifd + 2 > head.length) return null;
  const entries = view.getUint16(ifd, little);
  let width = 0;
  let height = 0;
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > head.length) return null;
    const tag = view.getUint16(entry, little);
    if (tag !== TIFF_IMAGE_WIDTH && tag !== TIFF_IMAGE_LENGTH) continue;
    const type = view.getUint16(entry + 2, little);
    let value: number;
    if (type === TIFF_SHORT) value = view.getUint16(entry + 8, little);
    else if (type === TIFF_LONG) value = view.getUint32(entry + 8, little);
    else return null;
    if (tag === TIFF_IMAGE_WIDTH) width = value;
    else height = value;
  }
  return { format: 'tiff', width, height };
}
