import type { ColumnInfo, ForeignKey } from '../types';
import { columnTypeFromNative } from './column-types';
import { cellText } from './identifiers';
import type { CatalogRows } from './session';

/**
 * Groups foreign-key rows `[constraint, column, refSchema, refTable, refColumn]`, one per
 * column in key order, into foreign keys.
 */
export function foreignKeysFrom(rows: readonly unknown[][]): ForeignKey[] {
  const byName = new Map<string, ForeignKey>();
  for (const row of rows) {
    const name = cellText(row[0]);
    const key = byName.get(name) ?? {
      columns: [],
      references: { schema: cellText(row[2]) || null, name: cellText(row[3]) },
      referencedColumns: [],
    };
    key.columns.push(cellText(row[1]));
    key.referencedColumns.push(cellText(row[4]));
    byName.set(name, key);
  }
  return [...byName.values()];
}

/** Reads rows by column name (case-insensitive), for SHOW-style output. */
export function pickColumns(rows: CatalogRows, names: string[]): unknown[][] {
  const lower = rows.columns.map((column) => column.toLowerCase());
  const indexes = names.map((name) => lower.indexOf(name.toLowerCase()));
  return rows.map((row) => indexes.map((index) => (index < 0 ? null : row[index])));
}

/** A type name with its precision and scale when the catalog lists them apart. */
export function withPrecision(type: string, precision: unknown, scale: unknown): string {
  const hasPrecision = precision !== null && precision !== undefined && precision !== '';
  return hasPrecision ? `${type}(${cellText(precision)},${cellText(scale) || '0'})` : type;
}

/**
 * Maps information_schema column rows `[name, nativeType, isNullable ('YES'|'NO')]` to columns.
 * Engines whose native type needs precision or special cases build their own.
 */
export function columnsFromRows(rows: readonly unknown[][]): ColumnInfo[] {
  return rows.map((row) => ({
    name: cellText(row[0]),
    nativeType: cellText(row[1]),
    type: columnTypeFromNative(cellText(row[1])),
    nullable: row[2] === 'YES',
  }));
}
