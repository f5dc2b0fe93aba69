import { quoteIdentifier } from '../duckdb/duckdb-values';
import { normalizeColumnNames } from './column-names';
import { FileRejectedError } from './file-rejected-error';
import type { IngestedTable, IngestLimits } from './ingest-types';
import type { AppendSink } from './xlsx-append-client';
import { BatchBuilder } from './xlsx-batch-builder';
import { type CellValue, duckDbTypeOf, Kind, kindOf, widenKind } from './xlsx-cells';

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
    private readonly sink: AppendSink,
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
    if (!this.pending && this.currentBatch().add(values)) {
      return this.currentBatch().isFull ? this.sendBatch() : undefined;
    }
    return this.addRowSlowly([...values]);
  }

  /**
   * Names the columns after `headerCells`, the header as it stands at the end of the sheet (merged
   * header cells are only listed there), sends what is left, gives late-filled columns their
   * type and drops unnamed empty ones.
   */
  async finish(sheetName: string | null, headerCells: readonly string[]): Promise<IngestedTable> {
    await this.applyHeader(headerCells);
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
    // Cells typed as text may still hold '$1,620.00', '5%' or '03/14/2024', as CSV fields do.
    const conversions = await this.sink.convertMessyColumns(this.tableName);
    const { rowCount, columns } = await this.sink.describe(this.tableName);
    return {
      name: this.tableName,
      sheetName,
      rowCount,
      columns,
      ...(conversions.length > 0 ? { conversions } : {}),
    };
  }

  /** Widens, names and renames the columns for the final header (usually a no-op). */
  private async applyHeader(headerCells: readonly string[]): Promise<void> {
    if (headerCells.length > this.columns.length) await this.addColumns(headerCells.length);
    const cells = this.columns.map((_, index) => headerCells[index] ?? '');
    const names = normalizeColumnNames(cells);
    const renamed: { column: ColumnState; name: string }[] = [];
    this.columns.forEach((column, index) => {
      column.isUnnamed = (cells[index] ?? '').trim() === '';
      const name = names[index] as string;
      if (name !== column.name) renamed.push({ column, name });
    });
    if (renamed.length === 0) return;
    if (!this.pending) await this.renameColumns(renamed);
    for (const { column, name } of renamed) column.name = name;
  }

  /** Renames in two steps, through names no column has, so no rename meets a taken name. */
  private async renameColumns(renamed: { column: ColumnState; name: string }[]): Promise<void> {
    const table = quoteIdentifier(this.tableName);
    const taken = new Set(this.columns.map((column) => column.name.toLowerCase()));
    const steps = renamed.map(({ column, name }, index) => {
      let temporary = `rename_${index}`;
      while (taken.has(temporary)) temporary = `_${temporary}`;
      taken.add(temporary);
      return { from: column.name, temporary, to: name };
    });
    await this.sendBatch();
    for (const { from, temporary } of steps) {
      await this.sink.run(
        `ALTER TABLE ${table} RENAME COLUMN ${quoteIdentifier(from)} TO ${quoteIdentifier(temporary)}`,
      );
    }
    for (const { temporary, to } of steps) {
      await this.sink.run(
        `ALTER TABLE ${table} RENAME COLUMN ${quoteIdentifier(temporary)} TO ${quoteIdentifier(to)}`,
      );
    }
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
    await this.addToBatch(values);
  }

  /** Adds a row that fits the declared kinds (a full batch is sent first). */
  private async addToBatch(values: readonly CellValue[]): Promise<void> {
    if (this.currentBatch().isFull) await this.sendBatch();
    if (!this.currentBatch().add(values)) {
      throw new Error('A row did not fit the columns it was widened for.');
    }
    if (this.currentBatch().isFull) await this.sendBatch();
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
    for (const row of rows) await this.addToBatch(row);
  }

  private currentBatch(): BatchBuilder {
    this.batch ??= new BatchBuilder(
      this.columns.map((column) => column.declared),
      BATCH_ROWS,
      (index, value) => this.observe(index, value),
    );
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
