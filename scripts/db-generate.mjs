/**
 * `npm run db:generate -- --name <what>`: writes the next migration from the schema's changes.
 *
 * drizzle-kit is hoisted to the root, but npm keeps drizzle-orm inside apps/server (beside its
 * peer, PGlite), where drizzle-kit's own `import('drizzle-orm')` cannot see it. For the run, the
 * root gets a link to the server's copy (the same version the app uses); it is removed after.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const link = join(root, 'node_modules', 'drizzle-orm');
const linked = !existsSync(link);
if (linked) symlinkSync(join('..', 'apps', 'server', 'node_modules', 'drizzle-orm'), link, 'dir');
try {
  const args = ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts'];
  const run = spawnSync('npx', [...args, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exitCode = run.status ?? 1;
} finally {
  if (linked) rmSync(link);
}
