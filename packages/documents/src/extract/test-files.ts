import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A temporary folder for one test file, and a writer of numbered files in it. */
export function createTempFiles(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `tt-documents-${prefix}-`));
  let counter = 0;
  return {
    dir,
    /** Writes bytes (or UTF-8 text) to a new file named `<n>-<name>` and returns its path. */
    write(name: string, content: Uint8Array | string): string {
      counter += 1;
      const path = join(dir, `${counter}-${name}`);
      writeFileSync(path, content);
      return path;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Whether a process id still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The error a promise rejects with, or null when it resolves. */
export function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}
