import type { Relationship, SemanticModel, SemanticTable } from '@tabletalk/contracts';

const key = (table: string, column: string) => `${table}\u0000${column}`;

function withoutHiddenColumns(table: SemanticTable): SemanticTable {
  const hidden = new Set(table.columns.filter((c) => c.hidden).map((c) => c.name));
  return {
    ...table,
    columns: table.columns.filter((column) => !column.hidden),
    primaryKey: table.primaryKey.filter((name) => !hidden.has(name)),
  };
}

/**
 * The model without its hidden columns, and without relationships that join through one, so
 * nothing hidden can reach a prompt. A relationship is matched by table name alone (its schema is
 * optional), which can only drop more, never keep a hidden column. Pure; throws nothing.
 */
export function visibleModel(model: SemanticModel): SemanticModel {
  const hidden = new Set<string>();
  for (const table of model.tables) {
    for (const column of table.columns) {
      if (column.hidden) hidden.add(key(table.name, column.name));
    }
  }
  const usesHidden = (relationship: Relationship) =>
    relationship.fromColumns.some((c) => hidden.has(key(relationship.fromTable, c))) ||
    relationship.toColumns.some((c) => hidden.has(key(relationship.toTable, c)));

  return {
    ...model,
    tables: model.tables.map(withoutHiddenColumns),
    relationships: model.relationships.filter((relationship) => !usesHidden(relationship)),
  };
}
