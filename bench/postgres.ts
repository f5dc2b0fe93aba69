import { execFileSync } from 'node:child_process';

/**
 * A fresh database on the machine's PostgreSQL server for one benchmark run, and how to drop it
 * (with the connections still open to it).
 * @example const database = postgresDatabase('tt_load'); try { … } finally { database.drop(); }
 */
export function postgresDatabase(prefix: string): { url: string; drop(): void } {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const args = ['-h', '127.0.0.1', '-U', 'postgres'];
  execFileSync('createdb', [...args, name]);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => execFileSync('dropdb', [...args, '--force', name]),
  };
}
