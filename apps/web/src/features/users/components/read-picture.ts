import { PICTURE_MAX_BYTES } from '../../../lib/constants';

/** Reads an image file as a data URL, refusing anything over 200 KB (the server's body cap). */
export function readPicture(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) return Promise.reject(new Error('Please choose an image.'));
  if (file.size > PICTURE_MAX_BYTES) {
    return Promise.reject(new Error('The picture must be 200 KB or smaller.'));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}
