import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

/** An open staging database: where a load builds before it is renamed onto the source's path. */
export interface StagingDatabase {
  instance: DuckDBInstance;
  connection: DuckDBConnection;
}

/** DuckDB's memory for a load unless the caller bounds it otherwise (native, outside the JS heap). */
export const DEFAULT_STAGING_MEMORY_LIMIT = '512MB';

/**
 * Opens (creating) the staging database with bounded resources: `memoryLimit` of memory (512 MB
 * by default), 2 threads, spilling to `<staging>.tmp` next to the target, no extension downloads,
 * progress tracking on.
 */
export async function openStagingDatabase(
  path: string,
  memoryLimit: string = DEFAULT_STAGING_MEMORY_LIMIT,
): Promise<StagingDatabase> {
  const instance = await DuckDBInstance.create(path, {
    memory_limit: memoryLimit,
    threads: '2',
    temp_directory: `${path}.tmp`,
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  try {
    const connection = await instance.connect();
    // Progress is only tracked with the bar on; printing it stays off.
    await connection.run('SET enable_progress_bar = true; SET enable_progress_bar_print = false;');
    return { instance, connection };
  } catch (error) {
    instance.closeSync();
    throw error;
  }
}

/** Checkpoints (so no log is left beside the file) and closes. */
export async function closeStagingDatabase(database: StagingDatabase): Promise<void> {
  await database.connection.run('CHECKPOINT');
  database.connection.closeSync();
  database.instance.closeSync();
}

/** Closes without saving, after a failure; never throws. */
export function abandonStagingDatabase(database: StagingDatabase | null): void {
  try {
    database?.connection.closeSync();
    database?.instance.closeSync();
  } catch {
    // The staging files are removed next; nothing to keep.
  }
}
