import type { Relationship, SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { entityWords, expandWords, splitName } from '@tabletalk/nlq';

/** Last words of an identifier's name: what comes before them names the entity. */
const keyWords = new Set(['id', 'key', 'uid', 'guid', 'uuid']);
/** Last words that name an identifier only when the column already reads as one. */
const weakKeyWords = new Set(['no', 'nr', 'num', 'number', 'code']);
/** Words that make a table's rows generic records rather than things ("sales_data"). */
const genericWords = new Set(['data', 'info', 'information', 'table', 'record', 'tbl', 'list']);

/** The entity one row of a table stands for by its name: `order_lines` → "order line". */
export function tableEntity(table: Pick<SemanticTable, 'name'>): string {
  const words = entityWords(table.name);
  const meaningful = words.filter((word) => !genericWords.has(word));
  return (meaningful.length > 0 ? meaningful : words).join(' ');
}

/**
 * The entity an identifier's name says it stands for: "order_id" → "order", "CustomerID" →
 * "customer", "order number" → "order" (when the column is an identifier). `id` alone is the
 * table's own entity. Null for columns whose name names no entity.
 */
function entityFromName(table: SemanticTable, column: SemanticColumn): string | null {
  const words = expandWords(splitName(column.name));
  const last = words.at(-1) ?? '';
  const isKeyName = keyWords.has(last) || (weakKeyWords.has(last) && column.role === 'identifier');
  if (!isKeyName) return null;
  if (words.length === 1) return keyWords.has(last) ? tableEntity(table) : null;
  const named = entityWords(words.slice(0, -1).join(' ')).join(' ');
  // "order_line_id" in `order_lines`, "id" in `customers`: the table's own rows.
  return named.length > 0 ? named : null;
}

/** Whether every row has its own value of the column: the table's key or unique by its stats. */
function isUniquePerRow(table: SemanticTable, column: SemanticColumn): boolean {
  if (table.primaryKey.length === 1 && table.primaryKey[0] === column.name) return true;
  if (table.primaryKey.length > 1) return false;
  const { stats } = column;
  return (
    table.rowCount > 0 &&
    stats.sampled !== true &&
    stats.nullShare === 0 &&
    stats.distinctCount === table.rowCount
  );
}

function keyOf(schema: string | null | undefined, table: string, column: string): string {
  return JSON.stringify([schema ?? null, table, column]);
}

/** The entity a foreign key points at: the entity of the table it references. */
function foreignKeyEntities(
  tables: SemanticTable[],
  relationships: Relationship[],
): Map<string, string> {
  const entities = new Map<string, string>();
  for (const r of relationships) {
    const [column] = r.fromColumns;
    const target = tables.find(
      (t) => t.name === r.toTable && (r.toSchema === undefined || t.schema === r.toSchema),
    );
    if (!column || !target || r.fromColumns.length !== 1) continue;
    entities.set(keyOf(r.fromSchema, r.fromTable, column), tableEntity(target));
  }
  return entities;
}

/**
 * Marks which identifier stands for which entity in each table, and what one row of each table
 * is (its grain): an identifier unique per row makes the table that entity's table ("order" for
 * `orders`); a table of lines, keyed by several columns or by none, has no entity of its own.
 * Names come first ("customer_id" → "customer"), else the table a foreign key points at.
 */
export function markEntities(
  tables: SemanticTable[],
  relationships: Relationship[],
): SemanticTable[] {
  const viaKeys = foreignKeyEntities(tables, relationships);
  return tables.map((table) => {
    const columns = table.columns.map((column) => {
      const viaKey = viaKeys.get(keyOf(table.schema, table.name, column.name));
      const isKey = column.role === 'identifier' || viaKey !== undefined;
      const entity = isKey || column.type !== 'decimal' ? entityFromName(table, column) : null;
      const found = entity ?? viaKey ?? null;
      return found && (isKey || column.role !== 'measure') ? { ...column, entity: found } : column;
    });
    const unique = columns.find((column) => column.entity && isUniquePerRow(table, column));
    return { ...table, columns, grain: unique?.entity ?? null };
  });
}
