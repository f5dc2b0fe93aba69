import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsHash } from '../../apps/server/test/migrations-hash';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The process id of the server's process group (tsx, which starts node). */
  pid: number | undefined;
  /** Emails in the outbox, oldest first, optionally only those to one address. */
  emails(to?: string): Email[];
  /** Waits for an email to an address matching a subject pattern, newer than `after`. */
  waitForEmail(to: string, options?: { subject?: RegExp; after?: number }): Promise<Email>;
  stop(): Promise<void>;
  /** Stops the server as an operator would (SIGTERM), keeping DATA_DIR (for a backup). */
  shutdown(): Promise<void>;
  /** Kills the server with SIGKILL (a crash), keeping DATA_DIR for a restart over it. */
  kill(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts the real server (`apps/server/src/main.ts`) on a free port with a fresh DATA_DIR, or
 * over `options.dataDir` (a restart after `kill()`).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    /** False for a process without the http role (a worker): nothing to ask for health. */
    waitForHealth?: boolean;
    /** How long the server may take to answer its health check (60 s unless given). */
    healthTimeoutMs?: number;
    /**
     * True: a fresh DATA_DIR starts empty, as on a first start (the server creates and migrates
     * its database). Otherwise it starts with a copy of a migrated one (`migratedAppDb`).
     */
    fromScratch?: boolean;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-'));
  if (!options.dataDir && !env.DATABASE_URL && options.fromScratch !== true) {
    cpSync(await migratedAppDb(), path.join(dataDir, 'app-db'), { recursive: true });
  }
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'false',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: `kill()` reaches the node process tsx starts, as a crash would.
      detached: true,
    },
  );
  if (options.waitForHealth !== false) {
    try {
      await waitForHealth(url, child, options.healthTimeoutMs ?? 60_000);
    } catch (error) {
      // Nobody gets a handle to stop it: a server that never became healthy must not run on.
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      throw error;
    }
  }
  const outbox = path.join(dataDir, 'outbox');
  const emails = (to?: string): Email[] => {
    let files: string[];
    try {
      files = readdirSync(outbox).sort();
    } catch {
      return [];
    }
    // A message being written is still empty or cut: it is read on the next poll.
    const all = files.flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as Email];
      } catch {
        return [];
      }
    });
    return to ? all.filter((m) => m.to === to) : all;
  };
  const shutdown = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  };
  return {
    url,
    dataDir,
    pid: child.pid,
    emails,
    async waitForEmail(to, options = {}) {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const match = emails(to).filter(
          (m) =>
            (!options.subject || options.subject.test(m.subject)) &&
            (!options.after || Date.parse(m.sentAt) >= options.after),
        );
        const last = match.at(-1);
        if (last) return last;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`No email to ${to} arrived within 20 s`);
    },
    shutdown,
    async stop() {
      await shutdown();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

/**
 * The embedded app database (the `app-db` folder of a DATA_DIR) as the server leaves it after its
 * first start and a clean stop, made once per migrations hash by a real first start and kept in
 * the temp folder. Each fresh server of the journeys starts on a copy: creating and migrating
 * PGlite takes about 5 s of the 11 s a first start takes, and the journeys start about 30.
 */
async function migratedAppDb(): Promise<string> {
  const template = path.join(
    tmpdir(),
    `tabletalk-e2e-app-db-${migrationsHash(
      ['pg-boss', '@electric-sql/pglite'].map((name) =>
        path.join(root, 'node_modules', name, 'package.json'),
      ),
    )}`,
  );
  if (existsSync(template)) return template;
  const server = await startServer({}, { fromScratch: true });
  await server.shutdown();
  // Moved into place whole, so a journey starting alongside never copies half a folder.
  const partial = `${template}.${randomUUID()}`;
  cpSync(path.join(server.dataDir, 'app-db'), partial, { recursive: true });
  rmSync(server.dataDir, { recursive: true, force: true });
  try {
    renameSync(partial, template);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not become healthy within ${timeoutMs / 1000} s`);
}

/** The 6-digit code in an email's text. */
export function codeIn(email: Email): string {
  const code = email.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in email "${email.subject}"`);
  return code;
}
