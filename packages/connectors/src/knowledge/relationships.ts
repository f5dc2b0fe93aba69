import type { ColumnRole, ColumnType, Relationship } from '@tabletalk/contracts';
import { entityWords, expandWords, singularize, splitName } from '@tabletalk/nlq';
import type { ForeignKey, TableRef } from '../types';

/** A column as relationship finding sees it. */
export interface KeyColumn {
  name: string;
  type: ColumnType;
  /** The source's type; a number type over a textual one means numbers stored as text. */
  nativeType?: string;
  role: ColumnRole;
  /** Every filled value distinct (from the stats), so the column can be the "one" side. */
  isUnique: boolean;
}

/** A table as relationship finding sees it. */
export interface KeyTable {
  table: TableRef;
  rowCount: number;
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  columns: KeyColumn[];
}

/** A possible many-to-one link from `from` to the key `to`, to be confirmed by the values. */
export interface RelationshipCandidate {
  fromTable: TableRef;
  fromColumn: KeyColumn;
  toTable: TableRef;
  toColumn: KeyColumn;
  /** Scales the measured overlap: weaker name evidence ranks below plain references. */
  confidenceScale?: number;
}

/** Last words of columns that may refer to another table's key. */
const referenceWords = new Set(['id', 'key', 'code', 'number', 'uuid', 'guid']);

/** A column name's words, abbreviations spelled out, each singular. */
export const columnWords = (name: string): string[] =>
  expandWords(splitName(name)).map(singularize);
const sameWords = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((word, index) => word === b[index]);
const endsWith = (words: string[], tail: string[]): boolean =>
  tail.length > 0 && words.length >= tail.length && sameWords(words.slice(-tail.length), tail);
const sameTable = (a: TableRef, b: TableRef): boolean => a.name === b.name && a.schema === b.schema;

function typeFamily(type: ColumnType): string | null {
  if (type === 'integer' || type === 'decimal') return 'number';
  return type === 'text' ? 'text' : null;
}

const canJoin = (a: KeyColumn, b: KeyColumn): boolean =>
  typeFamily(a.type) !== null && typeFamily(a.type) === typeFamily(b.type);

const isSinglePrimaryKey = (table: KeyTable, column: KeyColumn): boolean =>
  table.primaryKey.length === 1 && table.primaryKey[0] === column.name;

const isKeySide = (table: KeyTable, column: KeyColumn): boolean =>
  isSinglePrimaryKey(table, column) || column.isUnique;

function findTable(tables: KeyTable[], ref: TableRef, near: TableRef): KeyTable | undefined {
  const byName = tables.filter((candidate) => candidate.table.name === ref.name);
  const schema = ref.schema ?? near.schema;
  return byName.find((candidate) => candidate.table.schema === schema) ?? byName[0];
}

/**
 * Relationships the database declares as foreign keys (confidence 1), kept only where the
 * referenced table is among `tables`.
 */
export function declaredRelationships(tables: KeyTable[]): Relationship[] {
  return tables.flatMap(({ table, foreignKeys }) =>
    foreignKeys.flatMap((foreignKey) => {
      const target = findTable(tables, foreignKey.references, table);
      if (!target) return [];
      return [
        {
          fromTable: table.name,
          fromSchema: table.schema,
          fromColumns: foreignKey.columns,
          toTable: target.table.name,
          toSchema: target.table.schema,
          toColumns: foreignKey.referencedColumns,
          kind: 'foreign_key' as const,
          confidence: 1,
        },
      ];
    }),
  );
}

/** Words of names and tables, computed once per build: schemas can hold thousands of columns. */
interface NameIndex {
  columnWords: (name: string) => string[];
  entityWords: (table: KeyTable) => string[];
}

function createNameIndex(tables: KeyTable[]): NameIndex {
  const byName = new Map<string, string[]>();
  const byTable = new Map(tables.map((table) => [table, entityWords(table.table.name)]));
  return {
    columnWords(name) {
      const cached = byName.get(name);
      if (cached) return cached;
      const words = columnWords(name);
      byName.set(name, words);
      return words;
    },
    entityWords: (table) => byTable.get(table) ?? entityWords(table.table.name),
  };
}

/** `customer_id` → the key of `customers` (or `customer`, `dim_customer`), the longest name winning. */
function namedAfterTable(
  tables: KeyTable[],
  names: NameIndex,
  from: KeyTable,
  column: KeyColumn,
): RelationshipCandidate | undefined {
  const words = names.columnWords(column.name);
  const keyWord = words[words.length - 1] ?? '';
  const stem = words.slice(0, -1);
  if (!referenceWords.has(keyWord) || stem.length === 0) return undefined;
  const targets = tables
    .filter((target) => !sameTable(target.table, from.table))
    .filter((target) => endsWith(stem, names.entityWords(target)))
    .sort((a, b) => names.entityWords(b).length - names.entityWords(a).length);
  for (const target of targets) {
    const wordsOf = (key: KeyColumn) => names.columnWords(key.name);
    const key =
      target.columns.find((k) => sameWords(wordsOf(k), words)) ??
      target.columns.find((k) => sameWords(wordsOf(k), [keyWord])) ??
      target.columns.find((k) => isSinglePrimaryKey(target, k) && wordsOf(k).at(-1) === keyWord);
    if (key && isKeySide(target, key) && canJoin(column, key)) {
      return { fromTable: from.table, fromColumn: column, toTable: target.table, toColumn: key };
    }
  }
  return undefined;
}

/**
 * A column named just as another table's rows (`flights.airline` → `airlines.uid`) holding its
 * whole-number key: the key a plain name stands for. The values decide.
 */
function namedAsTable(
  tables: KeyTable[],
  names: NameIndex,
  from: KeyTable,
  column: KeyColumn,
): RelationshipCandidate | undefined {
  if (column.type !== 'integer') return undefined;
  const words = names.columnWords(column.name);
  for (const target of tables) {
    if (sameTable(target.table, from.table) || !sameWords(names.entityWords(target), words))
      continue;
    const key = target.columns.find((k) => isSinglePrimaryKey(target, k));
    if (key && key.type === 'integer' && canJoin(column, key)) {
      return { fromTable: from.table, fromColumn: column, toTable: target.table, toColumn: key };
    }
  }
  return undefined;
}

/**
 * Words naming a person's role toward another table's row (`student.advisor` holds a faculty
 * key, `departments.manager_id` an employee's): such a column names no table, so every other
 * table's whole-number primary key is a candidate and the values pick the one.
 */
const roleWords = new Set([
  'advisor',
  'adviser',
  'manager',
  'head',
  'owner',
  'author',
  'captain',
  'director',
  'leader',
  'coach',
  'supervisor',
  'president',
  'chair',
  'mentor',
  'instructor',
  'teacher',
  'host',
]);

/** Overlap share kept for a role reference: below a same-strength named reference. */
const roleConfidenceScale = 0.9;

const isRoleColumn = (words: string[]): boolean => {
  const last = words.at(-1) ?? '';
  if (roleWords.has(last)) return words.length <= 2;
  return referenceWords.has(last) && words.length === 2 && roleWords.has(words[0] ?? '');
};

/** `student.advisor` (whole numbers) → each other table's whole-number primary key. */
function namedAsRole(
  tables: KeyTable[],
  names: NameIndex,
  from: KeyTable,
  column: KeyColumn,
): RelationshipCandidate[] {
  if (column.type !== 'integer' || isSinglePrimaryKey(from, column)) return [];
  if (!isRoleColumn(names.columnWords(column.name))) return [];
  return tables.flatMap((target) => {
    const key = target.columns.find((k) => isSinglePrimaryKey(target, k));
    if (sameTable(target.table, from.table) || !key || key.type !== 'integer') return [];
    const toTable = target.table;
    return [
      {
        fromTable: from.table,
        fromColumn: column,
        toTable,
        toColumn: key,
        confidenceScale: roleConfidenceScale,
      },
    ];
  });
}

type Side = [KeyTable, KeyColumn];

/**
 * Which of two same-named columns is the key side: the primary key, else the unique one, else
 * (both unique) the smaller table's.
 */
function pickKeySide(a: Side, b: Side): { key: Side; other: Side } | undefined {
  const [aKey, bKey] = [isKeySide(...a), isKeySide(...b)];
  if (aKey !== bKey) return aKey ? { key: a, other: b } : { key: b, other: a };
  if (!aKey) return undefined;
  const [aPrimary, bPrimary] = [isSinglePrimaryKey(...a), isSinglePrimaryKey(...b)];
  if (aPrimary !== bPrimary) return aPrimary ? { key: a, other: b } : { key: b, other: a };
  return b[0].rowCount < a[0].rowCount ? { key: b, other: a } : { key: a, other: b };
}

function sameNamedPair(a: Side, b: Side): RelationshipCandidate | undefined {
  const [aColumn, bColumn] = [a[1], b[1]];
  const isKeyLike = aColumn.role === 'identifier' || bColumn.role === 'identifier';
  if (sameTable(a[0].table, b[0].table) || !isKeyLike || !canJoin(aColumn, bColumn))
    return undefined;
  const sides = pickKeySide(a, b);
  if (!sides) return undefined;
  const [[fromTable, fromColumn], [toTable, toColumn]] = [sides.other, sides.key];
  return { fromTable: fromTable.table, fromColumn, toTable: toTable.table, toColumn };
}

/** Same-named key columns (`isbn` in books and in loans) where one side is unique. */
function sameNamed(tables: KeyTable[], names: NameIndex): RelationshipCandidate[] {
  const groups = new Map<string, Side[]>();
  for (const table of tables) {
    for (const column of table.columns) {
      const words = names.columnWords(column.name);
      const isBareKey = words.length === 1 && referenceWords.has(words[0] ?? '');
      if (isBareKey || words.length === 0) continue;
      const key = words.join(' ');
      groups.set(key, [...(groups.get(key) ?? []), [table, column]]);
    }
  }
  return [...groups.values()].flatMap((sides) =>
    sides.flatMap((a, index) => sides.slice(index + 1).flatMap((b) => sameNamedPair(a, b) ?? [])),
  );
}

/**
 * Possible relationships between tables that declare none, by name: a column named after another
 * table's key (`orders.customer_id` → `customers.id` or `customers.customer_id`, singular and
 * plural alike), or same-named key columns where one side is unique. Each still needs its values
 * confirmed (`confirmRelationships`). Columns already in a declared foreign key to another table
 * are skipped.
 */
export function findRelationshipCandidates(tables: KeyTable[]): RelationshipCandidate[] {
  const names = createNameIndex(tables);
  // A key declared back into its own table (`actor.musical_id` → `actor.actor_id`) leaves the
  // column free to name another table's key: a self-reference under another table's name is
  // most likely a slip, and the values still decide.
  const declared = new Set<KeyColumn>(
    tables.flatMap(({ table, foreignKeys, columns }) =>
      columns.filter((column) =>
        foreignKeys.some(
          (fk) => fk.columns.includes(column.name) && !sameTable(fk.references, table),
        ),
      ),
    ),
  );
  const byName = tables.flatMap((table) =>
    table.columns
      .filter((column) => !declared.has(column))
      .flatMap(
        (column) =>
          namedAfterTable(tables, names, table, column) ??
          namedAsTable(tables, names, table, column) ??
          [],
      ),
  );
  const named = new Set(byName.map((candidate) => candidate.fromColumn));
  const bySameName = sameNamed(tables, names).filter(
    (candidate) => !named.has(candidate.fromColumn) && !declared.has(candidate.fromColumn),
  );
  const found = new Set([...named, ...bySameName.map((candidate) => candidate.fromColumn)]);
  const byRole = tables.flatMap((table) =>
    table.columns
      .filter((column) => !declared.has(column) && !found.has(column))
      .flatMap((column) => namedAsRole(tables, names, table, column)),
  );
  return [...byName, ...bySameName, ...byRole];
}
