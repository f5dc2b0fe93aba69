import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/db/migrations',
);

/**
 * A short hash of the migration files, and of the files of `alsoHashed` (say, a package.json
 * whose version decides what a first start writes): a cached migrated database (a PGlite dump, a
 * PostgreSQL template, the journeys' app-db folder) is reused while it matches.
 */
export function migrationsHash(alsoHashed: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  for (const file of alsoHashed) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
