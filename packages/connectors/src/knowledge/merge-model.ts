import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { mergeMeasures } from './merge-measures';

const tableKey = (table: { schema: string | null; name: string }): string =>
  JSON.stringify([table.schema, table.name]);

/**
 * Synonyms after a rebuild: the user's list as it was when they edited it; otherwise the fresh
 * ones plus any the previous model had beyond them (added by a reading the user picked, say).
 */
function mergeSynonyms(fresh: string[], previous: string[], isEdited: boolean): string[] {
  return isEdited ? previous : [...new Set([...fresh, ...previous])];
}

function mergeColumn(fresh: SemanticColumn, previous: SemanticColumn): SemanticColumn {
  const edited = new Set(previous.edited ?? []);
  return {
    ...fresh,
    label: edited.has('label') ? previous.label : fresh.label,
    synonyms: mergeSynonyms(fresh.synonyms, previous.synonyms, edited.has('synonyms')),
    role: edited.has('role') ? previous.role : fresh.role,
    // The builder never writes descriptions or hides columns, so these are always the user's.
    description: previous.description,
    hidden: previous.hidden,
    ...(previous.edited?.length ? { edited: previous.edited } : {}),
  };
}

function mergeTable(fresh: SemanticTable, previous: SemanticTable): SemanticTable {
  const edited = new Set(previous.edited ?? []);
  const previousColumns = new Map(previous.columns.map((column) => [column.name, column]));
  return {
    ...fresh,
    label: edited.has('label') ? previous.label : fresh.label,
    synonyms: mergeSynonyms(fresh.synonyms, previous.synonyms, edited.has('synonyms')),
    description: previous.description,
    columns: fresh.columns.map((column) => {
      const before = previousColumns.get(column.name);
      return before ? mergeColumn(column, before) : column;
    }),
    ...(previous.edited?.length ? { edited: previous.edited } : {}),
  };
}

/**
 * Carries the user's work from `previous` into a freshly built `model`: for tables (by schema and
 * name) and columns (by name) that still exist, edited labels, synonyms and roles, descriptions
 * and hidden flags; the glossary; and measures a person wrote or edited. Tables and columns that are gone are dropped with their edits.
 */
export function mergeUserEdits(model: SemanticModel, previous: SemanticModel): SemanticModel {
  const previousTables = new Map(previous.tables.map((table) => [tableKey(table), table]));
  return {
    ...model,
    tables: model.tables.map((table) => {
      const before = previousTables.get(tableKey(table));
      return before ? mergeTable(table, before) : table;
    }),
    glossary: previous.glossary,
    measures: mergeMeasures(model, previous),
    ...(previous.dismissedMeasures ? { dismissedMeasures: previous.dismissedMeasures } : {}),
  };
}
