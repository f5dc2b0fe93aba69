import type { Relationship } from '@tabletalk/contracts';
import type { TableRef } from '../types';
import {
  columnWords,
  type KeyColumn,
  type KeyTable,
  type RelationshipCandidate,
} from './relationships';

const tableId = (table: { name: string; schema?: string | null }): string =>
  JSON.stringify([table.schema ?? null, table.name]);

/** Groups of tables joined by `relationships`, as a lookup from table to its group's number. */
function componentsOf(tables: KeyTable[], relationships: Relationship[]): Map<string, number> {
  const parent = new Map(tables.map(({ table }) => [tableId(table), tableId(table)]));
  const find = (id: string): string => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const root = find(up);
    parent.set(id, root);
    return root;
  };
  for (const r of relationships) {
    const [a, b] = [
      tableId({ name: r.fromTable, schema: r.fromSchema }),
      tableId({ name: r.toTable, schema: r.toSchema }),
    ];
    if (parent.has(a) && parent.has(b)) parent.set(find(a), find(b));
  }
  const numbers = new Map<string, number>();
  return new Map(
    [...parent.keys()].map((id) => {
      const root = find(id);
      if (!numbers.has(root)) numbers.set(root, numbers.size);
      return [id, numbers.get(root) ?? 0];
    }),
  );
}

/** Columns that can stand for a thing another table lists: whole numbers or text, not times. */
const canBridge = (column: KeyColumn): boolean =>
  (column.type === 'integer' || column.type === 'text') && column.role !== 'time';

/**
 * Same-named columns between tables that no relationship connects, directly or through others:
 * `students.classroom` repeating the values of `teachers.classroom`, where each classroom has one
 * teacher. The referring side repeats its values and the other side holds each once, the pattern of
 * a many-to-one reference by a natural key that neither table declares. Only tables otherwise
 * unreachable from each other are paired, so no existing join path changes; the values still
 * decide (`confirmRelationships`).
 */
export function islandBridgeCandidates(
  tables: KeyTable[],
  relationships: Relationship[],
): RelationshipCandidate[] {
  const component = componentsOf(tables, relationships);
  const islandOf = (table: TableRef) => component.get(tableId(table));
  const byWords = new Map<string, [KeyTable, KeyColumn][]>();
  for (const table of tables) {
    for (const column of table.columns.filter(canBridge)) {
      const words = columnWords(column.name).join(' ');
      if (words) byWords.set(words, [...(byWords.get(words) ?? []), [table, column]]);
    }
  }
  const candidates: RelationshipCandidate[] = [];
  for (const sides of byWords.values()) {
    for (const [fromTable, fromColumn] of sides) {
      if (fromColumn.isUnique) continue;
      for (const [toTable, toColumn] of sides) {
        const isOtherIsland = islandOf(fromTable.table) !== islandOf(toTable.table);
        if (isOtherIsland && toColumn.isUnique && toColumn.type === fromColumn.type) {
          candidates.push({
            fromTable: fromTable.table,
            fromColumn,
            toTable: toTable.table,
            toColumn,
          });
        }
      }
    }
  }
  return candidates;
}

/**
 * Keeps confirmed bridges that still join two separate groups of tables, best first, so two
 * islands are joined once.
 */
export function keepJoiningBridges(
  tables: KeyTable[],
  relationships: Relationship[],
  bridges: Relationship[],
): Relationship[] {
  const kept: Relationship[] = [];
  for (const bridge of [...bridges].sort((a, b) => b.confidence - a.confidence)) {
    const component = componentsOf(tables, [...relationships, ...kept]);
    const from = component.get(tableId({ name: bridge.fromTable, schema: bridge.fromSchema }));
    const to = component.get(tableId({ name: bridge.toTable, schema: bridge.toSchema }));
    if (from !== to) kept.push(bridge);
  }
  return kept;
}
