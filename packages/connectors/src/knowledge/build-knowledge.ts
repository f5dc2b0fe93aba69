import type { Relationship, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { Connector, TableRef } from '../types';
import { markEntities } from './entities';
import { islandBridgeCandidates, keepJoiningBridges } from './island-bridges';
import { mergeUserEdits } from './merge-model';
import { proposeMeasures } from './propose-measures';
import { confirmRelationships, maxCandidateChecks } from './relationship-check';
import { declaredRelationships, findRelationshipCandidates, type KeyTable } from './relationships';
import { type BuiltTable, buildTable } from './table-model';

/** Options of `buildKnowledge`. */
export interface BuildKnowledgeOptions {
  /** The tables to include; all of the source's tables when omitted. */
  tables?: TableRef[];
  /** The model this build replaces: its version is raised and its user edits carried over. */
  previous?: SemanticModel;
  /** The build's time, written as `builtAt`. */
  now: Date;
  /** Called with the share of the work done, 0 to 1, rising. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the running query and the build. */
  signal?: AbortSignal;
}

/**
 * Declared foreign keys, plus relationships inferred from key names and confirmed by the values
 * for columns no declared key covers: files and sheets declare none, and databases often declare
 * only some (a `flights.airline` holding `airlines.uid` values with no constraint). Last, tables
 * nothing joins yet may be joined by a same-named natural key (`islandBridgeCandidates`).
 */
async function findRelationships(
  connector: Connector,
  keyTables: KeyTable[],
  signal?: AbortSignal,
): Promise<{ keys: Relationship[]; bridges: Relationship[] }> {
  const declared = declaredRelationships(keyTables);
  const candidates = findRelationshipCandidates(keyTables);
  const inferred = await confirmRelationships(connector, candidates, signal);
  const joined = [...declared, ...inferred];
  // Bridges share the build's budget of checks: no more than `maxCandidateChecks` queries in all.
  const bridgeBudget = Math.max(0, maxCandidateChecks - candidates.length);
  const bridges = await confirmRelationships(
    connector,
    islandBridgeCandidates(keyTables, joined).slice(0, bridgeBudget),
    signal,
  );
  return { keys: joined, bridges: keepJoiningBridges(keyTables, joined, bridges) };
}

/**
 * Columns on either side of a relationship are keys: inferred foreign keys become identifiers as
 * declared ones are (dates and years stay time axes).
 */
function markRelationshipKeys(tables: SemanticTable[], relationships: Relationship[]) {
  const id = (schema: string | null | undefined, table: string, column: string) =>
    JSON.stringify([schema ?? null, table, column]);
  const keyColumns = new Set(
    relationships.flatMap((r) => [
      ...r.fromColumns.map((column) => id(r.fromSchema, r.fromTable, column)),
      ...r.toColumns.map((column) => id(r.toSchema, r.toTable, column)),
    ]),
  );
  return tables.map((table) => ({
    ...table,
    columns: table.columns.map((column) => {
      const isKey = keyColumns.has(id(table.schema, table.name, column.name));
      return isKey && column.role !== 'time' ? { ...column, role: 'identifier' as const } : column;
    }),
  }));
}

/**
 * Builds a source's semantic model (DESIGN.md, question pipeline step 1): for each table its
 * columns with type, role, label, synonyms, stats and value dictionaries, then the relationships
 * between tables, which identifier stands for which entity, and measures proposed for the obvious
 * cases (revenue, margin, average order value). Every query runs through `connector.query` bounded in rows and time. With
 * `previous`, the version is `previous.version + 1` and the user's edits and glossary are kept.
 * Throws what the connector throws for listing or describing tables, or when cancelled.
 * @example const model = await buildKnowledge(connector, { now: new Date(), previous: source.model })
 */
export async function buildKnowledge(
  connector: Connector,
  options: BuildKnowledgeOptions,
): Promise<SemanticModel> {
  const { previous, signal, onProgress } = options;
  onProgress?.(0);
  const refs = options.tables ?? (await connector.listTables());
  // One step per table, one for relationships.
  const steps = refs.length + 1;
  const built: BuiltTable[] = [];
  for (const ref of refs) {
    signal?.throwIfAborted();
    built.push(await buildTable(connector, ref, signal));
    onProgress?.(built.length / steps);
  }
  const keyTables = built.map((table) => table.keys);
  const { keys, bridges } = await findRelationships(connector, keyTables, signal);
  const relationships = [...keys, ...bridges];
  // A bridge's columns keep their roles: a classroom number stays a number people filter by.
  const tables = markEntities(
    markRelationshipKeys(
      built.map((table) => table.table),
      keys,
    ),
    relationships,
  );
  const model: SemanticModel = {
    version: (previous?.version ?? 0) + 1,
    dialect: connector.dialect,
    tables,
    relationships,
    glossary: [],
    measures: proposeMeasures(tables, relationships),
    builtAt: options.now.toISOString(),
  };
  onProgress?.(1);
  return previous ? mergeUserEdits(model, previous) : model;
}
