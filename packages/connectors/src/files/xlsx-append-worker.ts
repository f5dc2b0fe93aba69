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
import { convertMessyColumns } from './messy-columns';
import {
  abandonStagingDatabase,
  closeStagingDatabase,
  openStagingDatabase,
  type StagingDatabase,
} from './staging-database';
import type { AppendReply, AppendRequest, ColumnBatch } from './xlsx-append-protocol';
import { Kind } from './xlsx-cells';

const DAY_MS = 86_400_000;
/**
 * Rows after which the appender's buffer is written to the table. DuckDB's appender buffers up to
 * 204,800 rows by itself: a sheet would then be written in one go after its last row was parsed,
 * with the parser waiting; flushing along the way writes while the parser still reads.
 */
const FLUSH_ROWS = 32_768;

let database: StagingDatabase | null = null;
let appender: { table: string; appender: DuckDBAppender; unflushedRows: number } | null = null;

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
    case 'convert': {
      closeAppender();
      const { connection } = getDatabase();
      const columns = await describeColumns(connection, request.table);
      return convertMessyColumns(connection, request.table, columns);
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
    appender = {
      table,
      appender: await getDatabase().connection.createAppender(table),
      unflushedRows: 0,
    };
  }
  const target = appender.appender;
  const types = Array.from({ length: target.columnCount }, (_, index) => target.columnType(index));
  // A data chunk is filled in JS typed arrays and handed over whole: one native call per column
  // (per text value for strings) instead of one per cell.
  const chunk = DuckDBDataChunk.create(types, rowCount);
  columns.forEach((column, index) => {
    const vector = chunk.getColumnVector(index) as unknown as WritableVector;
    fillVector(vector, column, rowCount);
    vector.flush();
  });
  target.appendDataChunk(chunk);
  appender.unflushedRows += rowCount;
  if (appender.unflushedRows >= FLUSH_ROWS) {
    target.flushSync();
    appender.unflushedRows = 0;
  }
}

interface WritableVector {
  setItem(index: number, value: DuckDBValue): void;
  flush(): void;
}

type NumberColumn = Extract<ColumnBatch, { encoding: 'number' }>;
type Fill = (vector: WritableVector, column: NumberColumn, rowCount: number) => void;

/**
 * One loop per kind, each its own function: a loop's `setItem` call then meets one vector class
 * only (a shared loop sees them all and its per-cell call goes megamorphic).
 */
const fillByKind: Partial<Record<Kind, Fill>> = {
  [Kind.Integer]: (vector, { values, nulls }, rowCount) => {
    for (let row = 0; row < rowCount; row += 1) {
      vector.setItem(row, nulls[row] === 1 ? null : BigInt(values[row] as number));
    }
  },
  [Kind.Double]: (vector, { values, nulls }, rowCount) => {
    for (let row = 0; row < rowCount; row += 1) {
      vector.setItem(row, nulls[row] === 1 ? null : (values[row] as number));
    }
  },
  [Kind.Boolean]: (vector, { values, nulls }, rowCount) => {
    for (let row = 0; row < rowCount; row += 1) {
      vector.setItem(row, nulls[row] === 1 ? null : values[row] !== 0);
    }
  },
  [Kind.Date]: (vector, { values, nulls }, rowCount) => {
    for (let row = 0; row < rowCount; row += 1) {
      const days = Math.floor((values[row] as number) / DAY_MS);
      vector.setItem(row, nulls[row] === 1 ? null : dateValue(days));
    }
  },
  [Kind.Timestamp]: (vector, { values, nulls }, rowCount) => {
    for (let row = 0; row < rowCount; row += 1) {
      const micros = nulls[row] === 1 ? null : toMicros(values[row] as number);
      vector.setItem(row, micros === null ? null : timestampValue(micros));
    }
  },
};

/** Writes a column's values into its vector. */
function fillVector(vector: WritableVector, column: ColumnBatch, rowCount: number): void {
  if (column.encoding === 'text') {
    for (let row = 0; row < rowCount; row += 1) vector.setItem(row, column.values[row] ?? null);
    return;
  }
  const fill = fillByKind[column.kind] ?? (fillByKind[Kind.Double] as Fill);
  fill(vector, column, rowCount);
}

/** Epoch milliseconds as microseconds, with one bigint for any date before the year 2255. */
function toMicros(milliseconds: number): bigint {
  const micros = milliseconds * 1000;
  return Number.isSafeInteger(micros) ? BigInt(micros) : BigInt(milliseconds) * 1000n;
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
