import { errorTable } from '@tabletalk/contracts';

/** How an isolated load ended without a result: stopped, out of memory or disk, or dead. */
export type SandboxFailureCode = 'TIMEOUT' | 'OUT_OF_MEMORY' | 'STORAGE_FULL' | 'CRASHED';

/**
 * The child of an isolated load was stopped (wall-clock limit), ran out of its memory, found the
 * disk full while writing the database (SECURITY 3.2-F9), or died (a crash, or killed from
 * outside). `message` is written for users; `cause` keeps the exit code, signal and the end of
 * the child's stderr, or the loader's error, for server logs. A retry right away would end the
 * same way.
 */
export class IngestSandboxError extends Error {
  readonly code: SandboxFailureCode;

  constructor(code: SandboxFailureCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'IngestSandboxError';
    this.code = code;
  }
}

/** A duration as people say it: "90 seconds", "10 minutes". */
function spoken(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
}

/** The user-facing messages of each failure. */
export const sandboxMessages = {
  timeout: (timeoutMs: number) =>
    `The file took longer than ${spoken(timeoutMs)} to load and was stopped. Try a smaller file, or split it into several.`,
  outOfMemory:
    'The file needs more memory to load than this server allows. Try a smaller file, or split it into several.',
  /** The words of a full disk during an upload (507 STORAGE_FULL), for the same fault in a load. */
  storageFull: errorTable.STORAGE_FULL.message,
  crashed:
    'The file could not be loaded: the loader stopped unexpectedly. Please try uploading it again.',
} as const;
