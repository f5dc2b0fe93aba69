import type { ColumnRole, ColumnType, SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { columnLabel, columnSynonyms, tableLabel, tableSynonyms } from '@tabletalk/nlq';
import type { ColumnInfo, Connector, TableDescription, TableRef } from '../types';
import { typeNumberTexts } from './number-text';
import type { KeyTable } from './relationships';
import { inferRole } from './roles';
import { type ColumnProfile, profileTable, readDictionary, type TableProfile } from './stats';
import { dictionaryLimit } from './stats-sql';

/** A table's part of the model, and what relationship finding needs to know about it. */
export interface BuiltTable {
  table: SemanticTable;
  keys: KeyTable;
}

/**
 * Whether a column gets a value dictionary: text columns and integer categories with at most
 * `dictionaryLimit` distinct values.
 */
export function wantsDictionary(
  type: ColumnType,
  role: ColumnRole,
  profile: ColumnProfile | null,
): boolean {
  if (!profile || profile.distinct === 0 || profile.distinct > dictionaryLimit) return false;
  return type === 'text' || (type === 'integer' && role === 'dimension');
}

/** The contract's stats from a profile; unreadable columns get empty stats. */
export function toColumnStats(profile: ColumnProfile | null, tableProfile: TableProfile) {
  const { scannedRows, sampled } = tableProfile;
  const missing = profile && scannedRows > 0 ? 1 - profile.filled / scannedRows : 0;
  return {
    nullShare: Math.round(missing * 10_000) / 10_000,
    distinctCount: profile?.distinct ?? 0,
    min: profile?.min ?? null,
    max: profile?.max ?? null,
    ...(sampled ? { sampled } : {}),
  };
}

const isUnique = (profile: ColumnProfile | null): boolean =>
  profile !== null && profile.filled > 0 && profile.distinct === profile.filled;

async function buildColumn(
  connector: Connector,
  description: TableDescription,
  tableProfile: TableProfile,
  column: ColumnInfo,
  signal?: AbortSignal,
): Promise<SemanticColumn> {
  const profile = tableProfile.columns.get(column.name) ?? null;
  const role = inferRole({
    name: column.name,
    type: column.type,
    isPrimaryKey: description.primaryKey.includes(column.name),
    isForeignKey: description.foreignKeys.some((fk) => fk.columns.includes(column.name)),
    profile,
  });
  const values = wantsDictionary(column.type, role, profile)
    ? await readDictionary(connector, tableProfile.source, column, signal)
    : [];
  return {
    name: column.name,
    type: column.type,
    nativeType: column.nativeType,
    role,
    label: columnLabel(column.name),
    synonyms: columnSynonyms(column.name),
    description: null,
    hidden: false,
    values,
    stats: toColumnStats(profile, tableProfile),
  };
}

/**
 * Describes and profiles one table and builds its part of the model: columns with type, role,
 * label, synonyms, stats and value dictionaries; text columns holding numbers are typed as numbers. Throws what `describeTable` throws, or when
 * cancelled; failing stats or dictionary queries only leave those parts empty.
 */
export async function buildTable(
  connector: Connector,
  ref: TableRef,
  signal?: AbortSignal,
): Promise<BuiltTable> {
  const described = await connector.describeTable(ref);
  const profiled = await profileTable(connector, described, signal);
  // Text columns holding numbers are typed as numbers before roles and dictionaries are chosen.
  const { description, tableProfile } = await typeNumberTexts(
    connector,
    described,
    profiled,
    signal,
  );
  const columns: SemanticColumn[] = [];
  for (const column of description.columns) {
    columns.push(await buildColumn(connector, description, tableProfile, column, signal));
  }
  const { table } = description;
  const rowCount = tableProfile.sampled ? description.rowCount : tableProfile.scannedRows;
  const semantic: SemanticTable = {
    name: table.name,
    schema: table.schema,
    label: tableLabel(table.name),
    synonyms: tableSynonyms(table.name),
    description: null,
    rowCount,
    primaryKey: description.primaryKey,
    columns,
  };
  const keyColumns = columns.map((column) => ({
    name: column.name,
    type: column.type,
    nativeType: column.nativeType,
    role: column.role,
    isUnique: isUnique(tableProfile.columns.get(column.name) ?? null),
  }));
  return {
    table: semantic,
    keys: {
      table,
      rowCount,
      primaryKey: description.primaryKey,
      foreignKeys: description.foreignKeys,
      columns: keyColumns,
    },
  };
}
