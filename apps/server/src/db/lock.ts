import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: a lock file in the data folder stops a second process (a server or
 * the admin CLI) from opening the same database.
 * @returns a function that releases the lock.
 * @throws Error naming the process that holds the folder.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'app-db.lock');
  const pid = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : 0;
  if (pid && pid !== process.pid && isAlive(pid)) {
    throw new Error(
      `Another Tabletalk process (pid ${pid}) is using ${dataDir}. Stop it first, or set DATABASE_URL to share a PostgreSQL database between processes.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
