import {
  type DuckDBAppender,
  type DuckDBConnection,
  dateValue,
  timestampValue,
} from '@duckdb/node-api';
import { quoteIdentifier } from '../duckdb/duckdb-values';
import { normalizeColumnNames } from './column-names';
import { countRows, describeColumns } from './duckdb-table';
import { FileRejectedError } from './file-rejected-error';
import type { IngestedTable, IngestLimits } from './ingest-types';
import { type CellValue, duckDbTypeOf, Kind, kindOf, toText, widenKind } from './xlsx-cells';

interface ColumnState {
  name: string;
  /** Kind the table column currently has. */
  declared: Kind;
  /** Widest kind seen in the values. */
  observed: Kind;
  /** Header cell was blank: an all-empty such column is dropped at the end. */
  isUnnamed: boolean;
}

/** Rows looked at before the table is created, to pick its column types. */
const INFERENCE_ROWS = 1_000;
const DAY_MS = 86_400_000;

/**
 * Writes a sheet's rows into a new DuckDB table through the appender. Types come from the first
 * rows; a later value that does not fit widens its column (integer → double, date → timestamp,
 * anything else → text) with an ALTER, and a row wider than the header adds a column. Columns
 * that were empty when the table was created take their real type at the end.
 */
export class SheetTableWriter {
  private readonly columns: ColumnState[];
  private pending: CellValue[][] | null = [];
  private appender: DuckDBAppender | null = null;
  private rowCount = 0;

  constructor(
    private readonly connection: DuckDBConnection,
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
   * Adds one row (values by column position). Returns a promise only when the table must change
   * first (creation, a wider type, more columns), so the common row costs no await.
   */
  addRow(values: CellValue[]): Promise<void> | undefined {
    this.rowCount += 1;
    const appender = this.appender;
    if (appender && values.length <= this.columns.length && this.fitsDeclared(values)) {
      this.appendRow(appender, values);
      return undefined;
    }
    return this.addRowSlowly(values);
  }

  private async addRowSlowly(values: CellValue[]): Promise<void> {
    if (values.length > this.columns.length) await this.addColumns(values.length);
    if (this.pending) {
      for (let index = 0; index < values.length; index += 1) this.observe(index, values[index] ?? null);
      this.pending.push(values);
      if (this.pending.length >= INFERENCE_ROWS) await this.createTable();
      return;
    }
    await this.widenFor(values);
    this.appender ??= await this.connection.createAppender(this.tableName);
    this.appendRow(this.appender, values);
  }

  /** Records the row's kinds; false when a value needs its column widened first. */
  private fitsDeclared(values: CellValue[]): boolean {
    for (let index = 0; index < values.length; index += 1) {
      const kind = this.observe(index, values[index] ?? null);
      const column = this.columns[index] as ColumnState;
      const fits =
        kind === Kind.Empty ||
        column.declared === Kind.Empty ||
        kind === column.declared ||
        widenKind(column.declared, kind) === column.declared;
      if (!fits) return false;
    }
    return true;
  }

  /** Flushes, gives late-filled columns their type, drops unnamed empty ones, describes the table. */
  async finish(sheetName: string | null): Promise<IngestedTable> {
    if (this.pending) await this.createTable();
    this.closeAppender();
    const table = quoteIdentifier(this.tableName);
    for (const column of this.columns) {
      const isLateTyped = column.declared === Kind.Empty && column.observed !== Kind.Empty;
      if (isLateTyped && column.observed !== Kind.Text) {
        await this.connection.run(
          `ALTER TABLE ${table} ALTER COLUMN ${quoteIdentifier(column.name)} TYPE ${duckDbTypeOf(column.observed)}`,
        );
      }
    }
    const droppable = this.columns.filter(
      (column) => column.isUnnamed && column.observed === Kind.Empty,
    );
    if (droppable.length < this.columns.length) {
      for (const column of droppable) {
        await this.connection.run(`ALTER TABLE ${table} DROP COLUMN ${quoteIdentifier(column.name)}`);
      }
    }
    return {
      name: this.tableName,
      sheetName,
      rowCount: await countRows(this.connection, this.tableName),
      columns: await describeColumns(this.connection, this.tableName),
    };
  }

  /** Releases the appender after a failure (the table goes with the staging file). */
  abandon(): void {
    try {
      this.appender?.closeSync();
    } catch {
      // The load already failed; the staging database is removed.
    }
    this.appender = null;
  }

  private observe(index: number, value: CellValue): Kind {
    const kind = kindOf(value);
    const column = this.columns[index];
    if (column && kind !== Kind.Empty) column.observed = widenKind(column.observed, kind);
    return kind;
  }

  private async createTable(): Promise<void> {
    const definitions = this.columns.map((column) => {
      column.declared = column.observed;
      return `${quoteIdentifier(column.name)} ${duckDbTypeOf(column.declared)}`;
    });
    await this.connection.run(`CREATE TABLE ${quoteIdentifier(this.tableName)} (${definitions.join(', ')})`);
    const rows = this.pending ?? [];
    this.pending = null;
    const appender = await this.connection.createAppender(this.tableName);
    this.appender = appender;
    for (const row of rows) this.appendRow(appender, row);
  }

  private async addColumns(width: number): Promise<void> {
    if (width > this.limits.maxColumns) {
      throw new FileRejectedError(
        'TOO_MANY_COLUMNS',
        `The sheet has ${width} columns; at most ${this.limits.maxColumns} are allowed.`,
        { limit: this.limits.maxColumns, actual: width },
      );
    }
    const headers = [...this.columns.map((column) => column.name)];
    while (headers.length < width) headers.push('');
    const names = normalizeColumnNames(headers);
    const added = names.slice(this.columns.length).map((name) => ({
      name,
      declared: Kind.Empty,
      observed: Kind.Empty,
      isUnnamed: true,
    }));
    if (!this.pending) {
      this.closeAppender();
      for (const column of added) {
        await this.connection.run(
          `ALTER TABLE ${quoteIdentifier(this.tableName)} ADD COLUMN ${quoteIdentifier(column.name)} VARCHAR`,
        );
      }
    }
    this.columns.push(...added);
  }

  /** Widens the columns a row's values do not fit, before any of the row is appended. */
  private async widenFor(values: CellValue[]): Promise<void> {
    for (let index = 0; index < values.length; index += 1) {
      const kind = this.observe(index, values[index] ?? null);
      const column = this.columns[index];
      if (!column || kind === Kind.Empty || column.declared === Kind.Empty) continue;
      const target = widenKind(column.declared, kind);
      if (target === column.declared) continue;
      this.closeAppender();
      await this.connection.run(
        `ALTER TABLE ${quoteIdentifier(this.tableName)} ALTER COLUMN ${quoteIdentifier(column.name)} TYPE ${duckDbTypeOf(target)}`,
      );
      column.declared = target;
    }
  }

  private appendRow(appender: DuckDBAppender, values: CellValue[]): void {
    const columns = this.columns;
    for (let index = 0; index < columns.length; index += 1) {
      const value = values[index] ?? null;
      if (value === null) {
        appender.appendNull();
        continue;
      }
      appendValue(appender, (columns[index] as ColumnState).declared, value);
    }
    appender.endRow();
  }

  private closeAppender(): void {
    this.appender?.closeSync();
    this.appender = null;
  }
}

function appendValue(appender: DuckDBAppender, declared: Kind, value: Exclude<CellValue, null>) {
  switch (declared) {
    case Kind.Integer:
      appender.appendBigInt(BigInt(value as number));
      return;
    case Kind.Double:
      appender.appendDouble(value as number);
      return;
    case Kind.Boolean:
      appender.appendBoolean(value as boolean);
      return;
    case Kind.Date:
      appender.appendDate(dateValue(Math.floor((value as Date).getTime() / DAY_MS)));
      return;
    case Kind.Timestamp:
      appender.appendTimestamp(timestampValue(BigInt((value as Date).getTime()) * 1000n));
      return;
    default:
      appender.appendVarchar(toText(value));
  }
}
