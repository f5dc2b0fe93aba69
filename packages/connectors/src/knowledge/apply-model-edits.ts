import {
  type ColumnEdit,
  type ColumnRole,
  type ColumnType,
  editableColumnFields,
  editableTableFields,
  type SemanticColumn,
  type SemanticModel,
  type SemanticModelEdits,
  type SemanticTable,
  semanticModelEditsSchema,
  type TableEdit,
} from '@tabletalk/contracts';
import { applyMeasureEdits } from './apply-measure-edits';
import { ModelEditError } from './model-edit-error';

/** Roles a column of each type may take; identifier and dimension fit any type. */
const allowedRoles: Record<ColumnType, ColumnRole[]> = {
  integer: ['measure', 'dimension', 'time', 'identifier'],
  decimal: ['measure', 'dimension', 'identifier'],
  date: ['time', 'dimension', 'identifier'],
  timestamp: ['time', 'dimension', 'identifier'],
  boolean: ['dimension', 'identifier'],
  text: ['dimension', 'identifier'],
};

/** Synonyms as the question engine matches them: trimmed, lowercase, single-spaced, unique. */
function normalizeSynonyms(synonyms: string[]): string[] {
  return [...new Set(synonyms.map((synonym) => synonym.trim().replace(/\s+/g, ' ').toLowerCase()))];
}

function markEdited<T extends string>(previous: T[] | undefined, fields: T[]): T[] | undefined {
  const edited = [...new Set([...(previous ?? []), ...fields])];
  return edited.length > 0 ? edited : undefined;
}

function editColumn(column: SemanticColumn, edit: ColumnEdit, path: string): SemanticColumn {
  if (edit.role && !allowedRoles[column.type].includes(edit.role)) {
    const message = `A ${column.type} column can't have the role ${edit.role}.`;
    throw new ModelEditError('INVALID_ROLE', path, message);
  }
  const next: SemanticColumn = { ...column };
  if (edit.label !== undefined) next.label = edit.label;
  if (edit.synonyms !== undefined) next.synonyms = normalizeSynonyms(edit.synonyms);
  if (edit.description !== undefined) next.description = edit.description || null;
  if (edit.role !== undefined) next.role = edit.role;
  if (edit.hidden !== undefined) next.hidden = edit.hidden;
  const fields = editableColumnFields.filter((field) => edit[field] !== undefined);
  const edited = markEdited(column.edited, fields);
  return edited ? { ...next, edited } : next;
}

function editTable(table: SemanticTable, edit: TableEdit): SemanticTable {
  const next: SemanticTable = { ...table };
  if (edit.label !== undefined) next.label = edit.label;
  if (edit.synonyms !== undefined) next.synonyms = normalizeSynonyms(edit.synonyms);
  if (edit.description !== undefined) next.description = edit.description || null;
  const columns = new Map(table.columns.map((column) => [column.name, column]));
  for (const columnEdit of edit.columns ?? []) {
    const path = `${table.name}.${columnEdit.name}`;
    const column = columns.get(columnEdit.name);
    if (!column) throw new ModelEditError('UNKNOWN_COLUMN', path, `There is no column ${path}.`);
    columns.set(column.name, editColumn(column, columnEdit, path));
  }
  next.columns = table.columns.map((column) => columns.get(column.name) ?? column);
  const fields = editableTableFields.filter((field) => edit[field] !== undefined);
  const edited = markEdited(table.edited, fields);
  return edited ? { ...next, edited } : next;
}

function findTableIndex(model: SemanticModel, edit: TableEdit): number {
  const matches = model.tables
    .map((table, index) => ({ table, index }))
    .filter(({ table }) => table.name === edit.name)
    .filter(({ table }) => edit.schema === undefined || table.schema === edit.schema);
  const [match] = matches;
  if (!match)
    throw new ModelEditError('UNKNOWN_TABLE', edit.name, `There is no table ${edit.name}.`);
  if (matches.length > 1) {
    throw new ModelEditError('UNKNOWN_TABLE', edit.name, `Say which schema's ${edit.name} table.`);
  }
  return match.index;
}

function measureFields({ measures, dismissed }: ReturnType<typeof applyMeasureEdits>) {
  return dismissed.length > 0 ? { measures, dismissedMeasures: dismissed } : { measures };
}

/**
 * Applies the Enrich screen's edits (labels, synonyms, descriptions, roles, hidden columns, and
 * measures added, changed or deleted) and
 * returns a new model with the version one higher; the edited fields are marked so that a rebuild
 * keeps them. `edits` is validated here, so it may come straight from a request body.
 * Throws ModelEditError: INVALID_EDIT (malformed), UNKNOWN_TABLE, UNKNOWN_COLUMN, INVALID_ROLE
 * (e.g. measure on a text column), INVALID_MEASURE and UNKNOWN_MEASURE (a formula that can't be
 * read or doesn't fit). Nothing is applied when anything is refused.
 * @example applyModelEdits(model, { tables: [{ name: 'orders', columns: [{ name: 'amt', label: 'Revenue' }] }] })
 */
export function applyModelEdits(model: SemanticModel, edits: SemanticModelEdits): SemanticModel {
  const parsed = semanticModelEditsSchema.safeParse(edits);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ModelEditError(
      'INVALID_EDIT',
      issue?.path.join('.') ?? '',
      issue?.message ?? 'Invalid edits.',
    );
  }
  const tables = [...model.tables];
  for (const edit of parsed.data.tables) {
    const index = findTableIndex({ ...model, tables }, edit);
    const table = tables[index];
    if (table) tables[index] = editTable(table, edit);
  }
  const edited = { ...model, tables };
  const measures = parsed.data.measures
    ? measureFields(applyMeasureEdits(edited, parsed.data.measures))
    : {};
  return { ...edited, ...measures, version: model.version + 1 };
}
