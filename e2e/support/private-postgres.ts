import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server';

const BIN = '/usr/lib/postgresql/15/bin';
/** How long `pg_ctl` may wait for the server to start or stop, in seconds. */
const PG_CTL_WAIT_S = 45;

const execFileAsync = promisify(execFile);

export interface PrivatePostgres {
  /** A superuser URL of its `postgres` database. */
  url: string;
  /** Stops the server at once (`pg_ctl stop -m fast`: open connections are cut). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The last lines of the server's log, for a failing test's message. */
  logTail(lines?: number): string;
  /** Stops it and removes its files. */
  destroy(): void;
}

/** The command line running a PostgreSQL program as the `postgres` user when this process is root (initdb refuses root). */
function commandOf(program: string, args: string[]): [string, string[]] {
  const asRoot = process.getuid?.() === 0;
  return asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args]]
    : [path.join(BIN, program), args];
}

function runSync(program: string, args: string[]): void {
  const [command, argv] = commandOf(program, args);
  execFileSync(command, argv, { stdio: 'pipe' });
}

/**
 * Runs a program without blocking this process's event loop, so that a test's own clients keep
 * sending requests while the server stops or starts.
 */
async function run(program: string, args: string[]): Promise<void> {
  const [command, argv] = commandOf(program, args);
  await execFileAsync(command, argv, { timeout: (PG_CTL_WAIT_S + 15) * 1000 });
}

/**
 * A PostgreSQL server of its own, in a temporary folder on a free port, for tests that stop and
 * start the app database (the machine's shared server must keep running for everyone else).
 * Uses the machine's PostgreSQL 15 programs.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  runSync('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const wait = ['-w', '-t', String(PG_CTL_WAIT_S)];
  const startArgs = ['-D', data, '-o', options, '-l', log, ...wait, 'start'];
  const stopArgs = ['-D', data, '-m', 'fast', ...wait, 'stop'];
  await run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', startArgs),
    stop: () => run('pg_ctl', stopArgs),
    logTail(lines = 20) {
      return existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-lines).join('\n') : '';
    },
    destroy() {
      try {
        runSync('pg_ctl', stopArgs);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
