/** Node's codes for a write the disk (or the user's quota) had no room for. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** The system's words for them, as DuckDB and Node put them in their messages. */
const STORAGE_FULL_TEXT = /no space left on device|disk quota exceeded|\bENOSPC\b|\bEDQUOT\b/i;

/**
 * Whether a load failed because the disk it writes to is full (SECURITY 3.2-F9): a Node write
 * with ENOSPC or EDQUOT, or DuckDB's "Could not write file …: No space left on device", however
 * deep in the `cause` chain. About this machine, never about the file's bytes.
 */
export function isStorageFullError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'string') return STORAGE_FULL_TEXT.test(current);
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    if (typeof message === 'string' && STORAGE_FULL_TEXT.test(message)) return true;
    current = cause;
  }
  return false;
}
