import {
  buildKnowledge,
  type Connector,
  type ForeignKey,
  type TableDescription,
  type TableRef,
} from '@tabletalk/connectors';
import type { SemanticModel } from '@tabletalk/contracts';
import type { SpiderSchema } from './spider-tables';

/** The built model and the keys of tables.json that matched no table or column. */
export interface SpiderKnowledge {
  model: SemanticModel;
  unmatchedKeys: string[];
}

const fold = (name: string) => name.toLowerCase();

/** Resolves tables.json's names to the loaded ones (SQLite matches names case-insensitively). */
function createNameResolver(refs: TableRef[], describe: (ref: TableRef) => TableDescription) {
  return {
    table: (name: string) => refs.find((ref) => fold(ref.name) === fold(name)),
    column(ref: TableRef, name: string): string | undefined {
      return describe(ref).columns.find((column) => fold(column.name) === fold(name))?.name;
    },
  };
}

/**
 * Describes every table once and adds tables.json's primary and foreign keys to the
 * descriptions, as a database that declares its keys would report them.
 */
async function describeWithKeys(connector: Connector, refs: TableRef[], schema: SpiderSchema) {
  const plain = new Map<string, TableDescription>();
  for (const ref of refs) plain.set(ref.name, await connector.describeTable(ref));
  const describe = (ref: TableRef) => plain.get(ref.name) as TableDescription;
  const names = createNameResolver(refs, describe);
  const unmatchedKeys: string[] = [];
  const keyed = new Map<string, TableDescription>();
  for (const ref of refs) {
    const spiderName = schema.tables.find((table) => fold(table) === fold(ref.name)) ?? '';
    const primaryKey = (schema.primaryKeys.get(spiderName) ?? []).flatMap((column) => {
      const name = names.column(ref, column);
      if (!name) unmatchedKeys.push(`primary key ${ref.name}.${column}`);
      return name ?? [];
    });
    const foreignKeys: ForeignKey[] = [];
    for (const key of schema.foreignKeys.filter((fk) => fold(fk.fromTable) === fold(ref.name))) {
      const target = names.table(key.toTable);
      const from = names.column(ref, key.fromColumn);
      const to = target && names.column(target, key.toColumn);
      if (!target || !from || !to) {
        unmatchedKeys.push(`foreign key ${key.fromTable}.${key.fromColumn}`);
        continue;
      }
      foreignKeys.push({ columns: [from], references: target, referencedColumns: [to] });
    }
    keyed.set(ref.name, { ...describe(ref), primaryKey, foreignKeys });
  }
  return { keyed, unmatchedKeys };
}

/**
 * Builds a Spider database's knowledge with the project's own `buildKnowledge`, over a
 * connector whose table descriptions carry tables.json's keys: primary keys are the model's,
 * each foreign key pair becomes a relationship (kind 'foreign_key', confidence 1), and key
 * columns get the identifier role unless they are time axes, exactly as for a database that
 * declares its keys. Relationships the build infers from names and values (`dept_locations.Dnumber`
 * holding `department.Dnumber` values) are kept, as for any source that declares some keys or
 * none. tables.json's natural-language names are never read. Throws what the connector throws.
 */
export async function buildSpiderKnowledge(
  connector: Connector,
  schema: SpiderSchema,
  now: Date,
): Promise<SpiderKnowledge> {
  const refs = await connector.listTables();
  const { keyed, unmatchedKeys } = await describeWithKeys(connector, refs, schema);
  const withKeys: Connector = {
    ...connector,
    describeTable: async (ref) => keyed.get(ref.name) ?? connector.describeTable(ref),
  };
  const model = await buildKnowledge(withKeys, { tables: refs, now });
  return { model, unmatchedKeys };
}
