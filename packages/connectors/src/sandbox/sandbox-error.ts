/** How an isolated load ended without an answer from its child. */
export type SandboxFailureCode = 'TIMEOUT' | 'OUT_OF_MEMORY' | 'CRASHED';

/**
 * The child of an isolated load was stopped (wall-clock limit), ran out of its memory, or died
 * (a crash, or killed from outside). `message` is written for users; `cause` keeps the exit code,
 * signal and the end of the child's stderr for server logs. A retry would end the same way.
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
  crashed:
    'The file could not be loaded: the loader stopped unexpectedly. Please try uploading it again.',
} as const;
