import { AppError } from '@tabletalk/contracts';

/** Suffix of an upload still being written (or cut off by a crash). */
export const PARTIAL_UPLOAD_SUFFIX = '.part';

/** A size as upload messages say it: "0.01 MB", "100 MB". */
export const megabytes = (bytes: number) =>
  `${Number((bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 0)).toLocaleString('en-US')} MB`;

/** What a person reads when a file is over the upload limit (MAX_UPLOAD_MB). */
export function uploadTooLargeMessage(maxBytes: number): string {
  return `This file is larger than ${megabytes(maxBytes)}, the most an upload may send.`;
}

/**
 * The AppError for a failed multipart read: FILE_TOO_LARGE (413) for a file past `maxBytes`,
 * STORAGE_FULL (507) when the disk filled up, VALIDATION_FAILED for any other multipart limit or
 * a malformed body; other errors unchanged.
 * `fileName` names the file that crossed the limit, for requests that carry several.
 */
export function toUploadError(
  error: unknown,
  options: { maxBytes: number; maxFiles?: number; fileName?: string },
): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const { maxBytes, fileName } = options;
    return new AppError('FILE_TOO_LARGE', {
      message: uploadTooLargeMessage(maxBytes),
      details: fileName === undefined ? { maxBytes } : { maxBytes, fileName },
    });
  }
  // The disk (or the user's quota on it) filled up while the file was written.
  if (code === 'ENOSPC' || code === 'EDQUOT') return new AppError('STORAGE_FULL');
  if (code === 'FST_FILES_LIMIT' && options.maxFiles !== undefined) {
    return new AppError('VALIDATION_FAILED', {
      message: `Send at most ${options.maxFiles} files at once.`,
    });
  }
  if (code?.startsWith('FST_')) {
    const message =
      options.maxFiles === undefined
        ? 'Send one file in the field "file".'
        : 'Send the files as multipart/form-data.';
    return new AppError('VALIDATION_FAILED', { message });
  }
  return error;
}
