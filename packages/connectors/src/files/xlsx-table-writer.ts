import { quoteIdentifier } from '../duckdb/duckdb-values';
import { normalizeColumnNames } from './column-names';
import { FileRejectedError } from './file-rejected-error';
import type { IngestedTable, IngestLimits } from './ingest-types';
import type { AppendWorker } from './xlsx-append-client';
import type { ColumnBatch } from './xlsx-append-protocol';
import { type CellValue, duckDbTypeOf, Kind, kindOf, toText, widenKind } from './xlsx-cells';

interface ColumnState {
  name: string;
  /** Kind the table column currently has (Empty: created as text before any value was seen). */
  declared: Kind;
  /** Widest kind seen in the values. */
  observed: Kind;
  /** Header cell was blank: an all-empty such column is dropped at the end. */
  isUnnamed: boolean;
}

/** Rows looked at before the table is created, to pick its column types. */
const INFERENCE_ROWS = 1_000;
/** Rows per batch sent to the append worker (DuckDB's vector size). */
const BATCH_ROWS = 2_048;

/**
 * Writes a sheet's rows into a new DuckDB table through the append worker. Types come from the
 * first rows; a later value that does not fit widens its column (integer → double, date →
 * timestamp, anything else → text) with an ALTER, and a row wider than the header adds a column.
 * Columns that were empty when the table was created take their real type at the end. Rows are
 * packed column by column into typed arrays, so the per-cell cost here is a store.
 */
export class SheetTableWriter {
  private readonly columns: ColumnState[];
  private pending: CellValue[][] | null = [];
  private batch: BatchBuilder | null = null;
  private rowCount = 0;

  constructor(
    private readonly sink: AppendWorker,
    private readonly tableName: string,
    headerCells: readonly string[],
    private readonly limits: IngestLimits,
  ) {
    const names = normalizeColumnNames(headerCells);
    this.columns = names.map((name, index) => ({
      name,
      declared: Kind.Empty,
      observed: Kind.Empty,
      isUnnamed: (headerCells[index] ?? '').trim() === '',
    }));
  }

  get rowsWritten(): number {
    return this.rowCount;
  }

  /**
   * Adds one row (values by column position; the array may be reused by the caller afterwards).
   * Returns a promise only when something must be awaited (table changes, a full batch).
   */
  addRow(values: readonly CellValue[]): Promise<void> | undefined {
    this.rowCount += 1;
    const batch = this.batch;
    if (batch && values.length <= this.columns.length && this.fitsDeclared(values)) {
      batch.add(values);
      return batch.size >= BATCH_ROWS ? this.sendBatch() : undefined;
    }
    return this.addRowSlowly([...values]);
  }

  /** Sends what is left, gives late-filled columns their type, drops unnamed empty ones. */
  async finish(sheetName: string | null): Promise<IngestedTable> {
    if (this.pending) await this.createTable();
    await this.sendBatch();
    const table = quoteIdentifier(this.tableName);
    for (const column of this.columns) {
      const isLateTyped = column.declared === Kind.Empty && column.observed !== Kind.Empty;
      if (isLateTyped && column.observed !== Kind.Text) {
        await this.sink.run(
          `ALTER TABLE ${table} ALTER COLUMN ${quoteIdentifier(column.name)} TYPE ${duckDbTypeOf(column.observed)}`,
        );
      }
    }
    const droppable = this.columns.filter(
      (column) => column.isUnnamed && column.observed === Kind.Empty,
    );
    if (droppable.length < this.columns.length) {
      for (const column of droppable) {
        await this.sink.run(`ALTER TABLE ${table} DROP COLUMN ${quoteIdentifier(column.name)}`);
      }
    }
    const { rowCount, columns } = await this.sink.describe(this.tableName);
    return { name: this.tableName, sheetName, rowCount, columns };
  }

  private async addRowSlowly(values: CellValue[]): Promise<void> {
    if (values.length > this.columns.length) await this.addColumns(values.length);
    if (this.pending) {
      for (let index = 0; index < values.length; index += 1)
        this.observe(index, values[index] ?? null);
      this.pending.push(values);
      if (this.pending.length >= INFERENCE_ROWS) await this.createTable();
      return;
    }
    await this.widenFor(values);
    const batch = this.currentBatch();
    batch.add(values);
    if (batch.size >= BATCH_ROWS) await this.sendBatch();
  }

  /** Records the row's kinds; false when a value needs its column widened first. */
  private fitsDeclared(values: readonly CellValue[]): boolean {
    for (let index = 0; index < values.length; index += 1) {
      const kind = this.observe(index, values[index] ?? null);
      const declared = (this.columns[index] as ColumnState).declared;
      const fits =
        kind === Kind.Empty ||
        kind === declared ||
        declared === Kind.Empty ||
        widenKind(declared, kind) === declared;
      if (!fits) return false;
    }
    return true;
  }

  private observe(index: number, value: CellValue): Kind {
    const kind = kindOf(value);
    const column = this.columns[index];
    if (column && kind !== Kind.Empty && kind !== column.observed) {
      column.observed = widenKind(column.observed, kind);
    }
    return kind;
  }

  private async createTable(): Promise<void> {
    const definitions = this.columns.map((column) => {
      column.declared = column.observed;
      return `${quoteIdentifier(column.name)} ${duckDbTypeOf(column.declared)}`;
    });
    await this.sink.run(
      `CREATE TABLE ${quoteIdentifier(this.tableName)} (${definitions.join(', ')})`,
    );
    const rows = this.pending ?? [];
    this.pending = null;
    for (const row of rows) {
      const batch = this.currentBatch();
      batch.add(row);
      if (batch.size >= BATCH_ROWS) await this.sendBatch();
    }
  }

  private currentBatch(): BatchBuilder {
    this.batch ??= new BatchBuilder(this.columns.map((column) => column.declared));
    return this.batch;
  }

  private async sendBatch(): Promise<void> {
    const batch = this.batch;
    this.batch = null;
    if (!batch || batch.size === 0) return;
    await this.sink.append(this.tableName, batch.size, batch.take());
  }

  private async addColumns(width: number): Promise<void> {
    if (width > this.limits.maxColumns) {
      throw new FileRejectedError(
        'TOO_MANY_COLUMNS',
        `The sheet has ${width} columns; at most ${this.limits.maxColumns} are allowed.`,
        { limit: this.limits.maxColumns, actual: width },
      );
    }
    const headers = this.columns.map((column) => column.name);
    while (headers.length < width) headers.push('');
    const added = normalizeColumnNames(headers)
      .slice(this.columns.length)
      .map(
        (name): ColumnState => ({
          name,
          declared: Kind.Empty,
          observed: Kind.Empty,
          isUnnamed: true,
        }),
      );
    if (!this.pending) {
      await this.sendBatch();
      for (const column of added) {
        await this.sink.run(
          `ALTER TABLE ${quoteIdentifier(this.tableName)} ADD COLUMN ${quoteIdentifier(column.name)} VARCHAR`,
        );
      }
    }
    this.columns.push(...added);
  }

  /** Widens the columns a row's values do not fit, before any of the row is added. */
  private async widenFor(values: readonly CellValue[]): Promise<void> {
    for (let index = 0; index < values.length; index += 1) {
      const kind = this.observe(index, values[index] ?? null);
      const column = this.columns[index];
      if (!column || kind === Kind.Empty || column.declared === Kind.Empty) continue;
      const target = widenKind(column.declared, kind);
      if (target === column.declared) continue;
      await this.sendBatch();
      await this.sink.run(
        `ALTER TABLE ${quoteIdentifier(this.tableName)} ALTER COLUMN ${quoteIdentifier(column.name)} TYPE ${duckDbTypeOf(target)}`,
      );
      column.declared = target;
    }
  }
}

/** Packs rows column by column for one batch, in the encoding of each column's declared kind. */
class BatchBuilder {
  private readonly numbers: (Float64Array | null)[];
  private readonly nulls: (Uint8Array | null)[];
  private readonly texts: ((string | null)[] | null)[];
  size = 0;

  constructor(private readonly kinds: Kind[]) {
    const isText = (kind: Kind) => kind === Kind.Text || kind === Kind.Empty;
    this.numbers = kinds.map((kind) => (isText(kind) ? null : new Float64Array(BATCH_ROWS)));
    this.nulls = kinds.map((kind) => (isText(kind) ? null : new Uint8Array(BATCH_ROWS)));
    this.texts = kinds.map((kind) => (isText(kind) ? [] : null));
  }

  add(values: readonly CellValue[]): void {
    const row = this.size;
    for (let index = 0; index < this.kinds.length; index += 1) {
      const value = values[index] ?? null;
      const texts = this.texts[index];
      if (texts) {
        texts.push(value === null ? null : toText(value));
        continue;
      }
      if (value === null) {
        (this.nulls[index] as Uint8Array)[row] = 1;
        continue;
      }
      (this.numbers[index] as Float64Array)[row] = toNumber(value);
    }
    this.size += 1;
  }

  take(): ColumnBatch[] {
    return this.kinds.map((kind, index): ColumnBatch => {
      const texts = this.texts[index];
      if (texts) return { kind, encoding: 'text', values: texts };
      return {
        kind,
        encoding: 'number',
        values: (this.numbers[index] as Float64Array).subarray(0, this.size),
        nulls: (this.nulls[index] as Uint8Array).subarray(0, this.size),
      };
    });
  }
}

function toNumber(value: Exclude<CellValue, null>): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return Number.NaN;
}
