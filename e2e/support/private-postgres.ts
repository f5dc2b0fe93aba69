import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server';

const BIN = '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** A superuser URL of its `postgres` database. */
  url: string;
  /** Stops the server at once (`pg_ctl stop -m fast`: open connections are cut). */
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

/** Runs a PostgreSQL program as the `postgres` user when this process is root (initdb refuses root). */
function run(program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : path.join(BIN, program);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, program), ...args] : args;
  execFileSync(command, argv, { stdio: 'pipe' });
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
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
