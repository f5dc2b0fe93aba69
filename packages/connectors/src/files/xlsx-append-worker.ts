/**
 * Worker thread that owns an XLSX load's staging database and does all DuckDB work for it, so
 * appending (a native call per cell, then DuckDB's own table writes) runs beside the exceljs
 * parse on the main thread instead of after it.
 */
import { parentPort } from 'node:worker_threads';
import {
  type DuckDBAppender,
  DuckDBDataChunk,
  type DuckDBValue,
  dateValue,
  timestampValue,
} from '@duckdb/node-api';
import { countRows, describeColumns } from './duckdb-table';
import {
  abandonStagingDatabase,
  closeStagingDatabase,
  openStagingDatabase,
  type StagingDatabase,
} from './staging-database';
import type { AppendReply, AppendRequest, ColumnBatch } from './xlsx-append-protocol';
import { Kind } from './xlsx-cells';

const DAY_MS = 86_400_000;

let database: StagingDatabase | null = null;
let appender: { table: string; appender: DuckDBAppender } | null = null;

function getDatabase(): StagingDatabase {
  if (!database) throw new Error('The staging database is not open.');
  return database;
}

function closeAppender(): void {
  appender?.appender.closeSync();
  appender = null;
}

async function handle(request: AppendRequest): Promise<unknown> {
  switch (request.type) {
    case 'open':
      database = await openStagingDatabase(request.path, request.memoryLimit);
      return undefined;
    case 'sql':
      closeAppender();
      await getDatabase().connection.run(request.sql);
      return undefined;
    case 'append':
      await append(request.table, request.rowCount, request.columns);
      return undefined;
    case 'describe': {
      closeAppender();
      const { connection } = getDatabase();
      return {
        rowCount: await countRows(connection, request.table),
        columns: await describeColumns(connection, request.table),
      };
    }
    case 'close':
      return close(request.save);
  }
}

async function close(save: boolean): Promise<void> {
  const open = database;
  database = null;
  if (!open) return;
  if (!save) {
    try {
      appender?.appender.closeSync();
    } catch {
      // Unsaved rows are discarded with the staging file.
    }
    appender = null;
    abandonStagingDatabase(open);
    return;
  }
  closeAppender();
  await closeStagingDatabase(open);
}

async function append(table: string, rowCount: number, columns: ColumnBatch[]): Promise<void> {
  if (appender?.table !== table) {
    closeAppender();
    appender = { table, appender: await getDatabase().connection.createAppender(table) };
  }
  const target = appender.appender;
  const types = Array.from({ length: target.columnCount }, (_, index) => target.columnType(index));
  // A data chunk is filled in JS typed arrays and handed over whole: one native call per column
  // (per text value for strings) instead of one per cell.
  const chunk = DuckDBDataChunk.create(types, rowCount);
  columns.forEach((column, index) => {
    const vector = chunk.getColumnVector(index) as unknown as WritableVector;
    for (let row = 0; row < rowCount; row += 1) vector.setItem(row, cellValue(column, row));
    vector.flush();
  });
  target.appendDataChunk(chunk);
}

interface WritableVector {
  setItem(index: number, value: DuckDBValue): void;
  flush(): void;
}

function cellValue(column: ColumnBatch, row: number): DuckDBValue {
  if (column.encoding === 'text') return column.values[row] ?? null;
  if (column.nulls[row] === 1) return null;
  const value = column.values[row] as number;
  switch (column.kind) {
    case Kind.Integer:
      return BigInt(value);
    case Kind.Boolean:
      return value !== 0;
    case Kind.Date:
      return dateValue(Math.floor(value / DAY_MS));
    case Kind.Timestamp:
      return timestampValue(BigInt(value) * 1000n);
    default:
      return value;
  }
}

// Requests are handled strictly in order: a batch must land before the ALTER that follows it.
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (request: AppendRequest) => {
  queue = queue.then(async () => {
    let reply: AppendReply;
    try {
      reply = { id: request.id, ok: true, result: await handle(request) };
    } catch (error) {
      reply = {
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    parentPort?.postMessage(reply);
  });
});
