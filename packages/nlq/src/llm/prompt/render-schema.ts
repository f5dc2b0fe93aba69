import type { Relationship, SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { findTable } from '../../model';
import { quote, quoteTable } from './quote';

function renderColumn(column: SemanticColumn): string {
  const synonyms =
    column.synonyms.length > 0
      ? ` synonyms ${column.synonyms.map((s) => quote(s, 40)).join(',')}`
      : '';
  return `  ${quote(column.name)} ${column.type} ${column.role} label ${quote(column.label, 60)}${synonyms}`;
}

function renderTable(table: SemanticTable): string {
  const synonyms =
    table.synonyms.length > 0
      ? ` synonyms ${table.synonyms.map((s) => quote(s, 40)).join(',')}`
      : '';
  const key =
    table.primaryKey.length > 0 ? ` key ${table.primaryKey.map((k) => quote(k)).join(',')}` : '';
  const head = `table ${quoteTable(table)} label ${quote(table.label, 60)}${synonyms} rows ${table.rowCount}${key}`;
  return [head, ...table.columns.map(renderColumn)].join('\n');
}

function renderJoin(relationship: Relationship, tables: readonly SemanticTable[]): string | null {
  const from = findTable(tables, relationship.fromTable, relationship.fromSchema);
  const to = findTable(tables, relationship.toTable, relationship.toSchema);
  if (!from || !to) return null;
  const columns = (names: string[]) => names.map((name) => quote(name)).join(',');
  return `join ${quoteTable(from)}(${columns(relationship.fromColumns)}) = ${quoteTable(to)}(${columns(relationship.toColumns)})`;
}

/**
 * The `<schema>` section's body: one line per table (name, label, synonyms, rows, key), one per
 * column (name, type, role, label, synonyms), then the joins between the shown tables. Every
 * name is JSON-quoted. Pure; throws nothing.
 */
export function renderSchema(
  tables: readonly SemanticTable[],
  relationships: readonly Relationship[],
): string {
  const joins = relationships
    .map((relationship) => renderJoin(relationship, tables))
    .filter((line): line is string => line !== null);
  return [...tables.map(renderTable), ...joins].join('\n');
}
