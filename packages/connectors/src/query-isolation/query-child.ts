/**
 * Entry of a query process (`createQueryProcessPool`): owns the DuckDB databases of file sources,
 * opened read-only once per connector and kept, and runs the calls the server sends over IPC.
 * Its memory is watched by the parent, which kills it past the bound; it exits when the parent
 * goes away, so no query outlives the server.
 */
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { toDuckDbError } from '../duckdb/duckdb-errors';
import { lowerOwnPriority } from '../sandbox/background-priority';
import type { Connector, QueryOptions, QueryResult } from '../types';
import { type CallRequest, CHILD_ENV, type QueryReply, type QueryRequest } from './query-protocol';
import { assertResultFits } from './result-size';

// A background process (knowledge builds) runs below the server's requests.
const niceness = process.env[CHILD_ENV.niceness];
if (niceness) lowerOwnPriority(Number(niceness));
const duckdbMemory = process.env[CHILD_ENV.duckdbMemory] ?? '256MB';
const resultBytes = Number(process.env[CHILD_ENV.resultBytes] ?? 128 * 1_048_576);
/** Databases kept open; past it the least recently used idle one closes (each holds a buffer pool). */
const MAX_OPEN = 32;

interface OpenDatabase {
  connector: Connector;
  busy: number;
  lastUsed: number;
}

const databases = new Map<string, OpenDatabase>();
const cancels = new Map<number, AbortController>();

function reply(message: QueryReply): void {
  process.send?.(message);
}

function closeIdleBeyondLimit(): void {
  const idle = [...databases.entries()]
    .filter(([, open]) => open.busy === 0)
    .sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
  while (databases.size > MAX_OPEN && idle.length > 0) {
    const [connectorId, open] = idle.shift() ?? [];
    if (!connectorId || !open) break;
    databases.delete(connectorId);
    void open.connector.close();
  }
}

function databaseOf(request: CallRequest): OpenDatabase {
  let open = databases.get(request.connectorId);
  if (!open) {
    const connector = createDuckDbConnector(request.databasePath, { memoryLimit: duckdbMemory });
    open = { connector, busy: 0, lastUsed: Date.now() };
    databases.set(request.connectorId, open);
    closeIdleBeyondLimit();
  }
  return open;
}

async function invoke(connector: Connector, request: CallRequest, signal: AbortSignal) {
  const args = request.args as never[];
  if (request.method !== 'query') {
    return (connector[request.method] as (...values: never[]) => Promise<unknown>)(...args);
  }
  const [sql, params, options] = request.args as [string, unknown[], QueryOptions];
  const result: QueryResult = await connector.query(sql, params, { ...options, signal });
  assertResultFits(result, Math.min(options.maxBytes ?? resultBytes, resultBytes));
  return result;
}

async function call(request: CallRequest): Promise<void> {
  const open = databaseOf(request);
  const controller = new AbortController();
  cancels.set(request.id, controller);
  open.busy += 1;
  try {
    const value = await invoke(open.connector, request, controller.signal);
    reply({ type: 'done', id: request.id, value });
  } catch (error) {
    const failure = toDuckDbError(error);
    reply({ type: 'failed', id: request.id, code: failure.code, message: failure.message });
  } finally {
    cancels.delete(request.id);
    open.busy -= 1;
    open.lastUsed = Date.now();
  }
}

process.on('message', (request: QueryRequest) => {
  if (request.type === 'call') void call(request);
  else if (request.type === 'cancel') cancels.get(request.id)?.abort();
  else {
    const open = databases.get(request.connectorId);
    databases.delete(request.connectorId);
    void open?.connector.close();
  }
});
process.once('disconnect', () => process.exit(0));
