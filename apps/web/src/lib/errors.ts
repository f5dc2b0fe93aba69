import { AppError, displayMessage, type ErrorCode, errorTable } from '@tabletalk/contracts';

/** Codes the session flow already handles (refresh, sign-out); showing them again is noise. */
const SESSION_CODES: readonly ErrorCode[] = [
  'UNAUTHENTICATED',
  'SESSION_REPLACED',
  'TOKEN_EXPIRED',
  'REFRESH_INVALID',
];

export function isSessionError(error: unknown): boolean {
  return error instanceof AppError && SESSION_CODES.includes(error.code);
}

export function hasCode(error: unknown, code: ErrorCode): error is AppError {
  return error instanceof AppError && error.code === code;
}

/**
 * The text to show for an error: the server's message (prefix stripped), or the screen's
 * fallback when the server could not say anything useful (network, unexpected failure).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const isSpecific = error instanceof AppError && error.code !== 'INTERNAL';
  if (isSpecific) return displayMessage(error.message);
  if (fallback) return fallback;
  return error instanceof AppError ? displayMessage(error.message) : errorTable.INTERNAL.message;
}
