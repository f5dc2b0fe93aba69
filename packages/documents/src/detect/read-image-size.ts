/** An image's dimensions as its header declares them. */
export interface ImageSize {
  format: 'png' | 'jpeg' | 'tiff';
  width: number;
  height: number;
}

/**
 * Reads an image's width and height from its header, without decoding a pixel: PNG's IHDR, the
 * first JPEG frame header (SOFn), TIFF's first image directory (classic and BigTIFF). Returns null
 * when the bytes are none of these, are damaged, or end before the size fields. A TIFF's directory
 * may sit anywhere in the file, often at its end: pass the whole file for TIFF.
 * @example readImageSize(await readHead(path, 1 << 20)) // { format: 'png', width: 800, height: 600 }
 */
export function readImageSize(head: Uint8Array): ImageSize | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) {
    return readPng(head, view);
  }
  if (head[0] === 0xff && head[1] === 0xd8) return readJpeg(head, view);
  const isLittle = head[0] === 0x49 && head[1] === 0x49;
  const isBig = head[0] === 0x4d && head[1] === 0x4d;
  if (isLittle || isBig) return readTiff(view, isLittle);
  return null;
}

function sized(format: ImageSize['format'], width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 ? { format, width, height } : null;
}

function readPng(head: Uint8Array, view: DataView): ImageSize | null {
  const chunkType = String.fromCharCode(...head.subarray(12, 16));
  if (head.length < 24 || chunkType !== 'IHDR') return null;
  return sized('png', view.getUint32(16), view.getUint32(20));
}

/** Start-of-frame markers (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC), which carry the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: RST0–RST7 and TEM. */
const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

function readJpeg(head: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > head.length) return null;
      return sized('jpeg', view.getUint16(at + 7), view.getUint16(at + 5));
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

const TIFF_WIDTH = 256;
const TIFF_HEIGHT = 257;

function readTiff(view: DataView, isLittle: boolean): ImageSize | null {
  if (view.byteLength < 8) return null;
  const version = view.getUint16(2, isLittle);
  const isBigTiff = version === 43;
  if (version !== 42 && !isBigTiff) return null;
  if (isBigTiff && view.byteLength < 16) return null;
  const directory = isBigTiff
    ? Number(view.getBigUint64(8, isLittle))
    : view.getUint32(4, isLittle);
  const countBytes = isBigTiff ? 8 : 2;
  const entryBytes = isBigTiff ? 20 : 12;
  if (directory + countBytes > view.byteLength) return null;
  const count = isBigTiff
    ? Number(view.getBigUint64(directory, isLittle))
    : view.getUint16(directory, isLittle);
  let width = 0;
  let height = 0;
  for (let index = 0; index < count; index += 1) {
    const entry = directory + countBytes + index * entryBytes;
    if (entry + entryBytes > view.byteLength) return null;
    const tag = view.getUint16(entry, isLittle);
    if (tag !== TIFF_WIDTH && tag !== TIFF_HEIGHT) continue;
    const value = tiffNumber(view, entry, isLittle, isBigTiff);
    if (tag === TIFF_WIDTH) width = value;
    else height = value;
  }
  return sized('tiff', width, height);
}

/** A SHORT, LONG or LONG8 value stored inline in a directory entry. */
function tiffNumber(view: DataView, entry: number, isLittle: boolean, isBigTiff: boolean): number {
  const type = view.getUint16(entry + 2, isLittle);
  const valueAt = entry + (isBigTiff ? 12 : 8);
  if (type === 3) return view.getUint16(valueAt, isLittle);
  if (type === 4) return view.getUint32(valueAt, isLittle);
  if (type === 16 && isBigTiff) return Number(view.getBigUint64(valueAt, isLittle));
  return 0;
}
