import { AppError } from '@tabletalk/contracts';

/** Raster formats only: an SVG data URL can carry script. */
const DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
const MAX_PICTURE_BYTES = 200 * 1024;
const MAX_URL_LENGTH = 2048;
/** The spec's "no picture" value is a single space. */
export const NO_PICTURE = ' ';

function invalidPicture(message: string): AppError {
  return new AppError('VALIDATION_FAILED', { details: { fields: [{ path: 'picture', message }] } });
}

function isHttpsUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * Checks a profile picture: an https URL, or a PNG, JPEG or WebP data URL of at most 200 KB.
 * Blank means no picture.
 * @throws AppError VALIDATION_FAILED with the field and the reason in `details`.
 */
export function normalizePicture(value: string): string {
  const picture = value.trim();
  if (picture === '') return NO_PICTURE;
  const data = DATA_URL.exec(picture);
  if (data) {
    const base64 = data[1] ?? '';
    const bytes = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
    if (bytes > MAX_PICTURE_BYTES) throw invalidPicture('The picture must be at most 200 KB.');
    return picture;
  }
  if (isHttpsUrl(picture)) return picture;
  throw invalidPicture('The picture must be an https URL or a PNG, JPEG or WebP image.');
}
