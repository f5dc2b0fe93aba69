import { createHash } from 'node:crypto';
import { type Stats, statSync } from 'node:fs';
import {
  type Connector,
  createConnector,
  createIsolatedDuckDbConnector,
  type QueryProcessPool,
} from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import type { Env } from '../../../env';
import { type KeyEnv, loadConnection, sourceEgressPolicy } from '../connections';
import type { SourceRow } from '../find-source';
import { fileConnectorKey } from '../source-runtime';
import { isDatabaseType } from '../source-types';

type ConnectorEnv = Pick<Env, 'databaseUrl' | 'sources'> & KeyEnv;

/** Where a source's connector is kept in the registry, and what tells a stale one apart. */
export interface SourceConnectorSlot {
  /** `db:<source id>`, or `file:<DuckDB path>` (the sheets of a workbook share one file). */
  key: string;
  /** Changes when the connection is edited (or re-sealed) or the file is replaced. */
  fingerprint: string;
  open(): Connector;
}

/**
 * A connector to a source's data: its DuckDB database for a file (run in the query processes of
 * `queryProcesses`, never in this one), the live database (through the
 * egress guard, credentials opened only here, at most SOURCE_POOL_MAX connections) for a
 * connection. The caller closes it.
 * @throws AppError SOURCE_NOT_READY for a file source without its database; CREDENTIALS_UNREADABLE
 *   when stored credentials cannot be opened.
 */
export function openSourceConnector(
  env: ConnectorEnv,
  source: SourceRow,
  queryProcesses: QueryProcessPool,
): Connector {
  if (!isDatabaseType(source.type)) {
    if (!source.duckdbPath) throw new AppError('SOURCE_NOT_READY');
    return createIsolatedDuckDbConnector(queryProcesses, source.duckdbPath);
  }
  return createConnector(loadConnection(env, source), {
    egress: sourceEgressPolicy(env),
    maxConnections: env.sources.poolMax,
  });
}

/**
 * The registry slot of a source's connector. A file's fingerprint is its inode, size and time, so
 * a reload (renamed over the old file) opens the new file; a connection's is a hash of its stored
 * fields and sealed secrets (never the secrets in clear).
 * @throws AppError SOURCE_NOT_READY for a file source without its database.
 */
export async function sourceConnectorSlot(
  env: ConnectorEnv,
  source: SourceRow,
  queryProcesses: QueryProcessPool,
  /** A file's connector for background work (its own key, in `queryProcesses` given for it). */
  background = false,
): Promise<SourceConnectorSlot> {
  const open = () => openSourceConnector(env, source, queryProcesses);
  if (isDatabaseType(source.type)) {
    const stored = JSON.stringify([source.type, source.connection, source.secrets]);
    const fingerprint = createHash('sha256').update(stored).digest('base64url');
    return { key: `db:${source.id}`, fingerprint, open };
  }
  if (!source.duckdbPath) throw new AppError('SOURCE_NOT_READY');
  // Synchronous: a local file's metadata, read on every query; the promise form costs 15 times
  // the CPU (a trip through the thread pool).
  const file = statOrNull(source.duckdbPath);
  // A missing file gets a connector that says so (DATABASE_NOT_FOUND) on first use.
  const fingerprint = file ? `${file.ino}:${file.size}:${file.mtimeMs}` : 'missing';
  return { key: fileConnectorKey(source.duckdbPath, background), fingerprint, open };
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}
