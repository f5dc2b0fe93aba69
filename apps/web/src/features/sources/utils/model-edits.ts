import type {
  ColumnEdit,
  ColumnRole,
  SemanticModelEdits,
  SemanticTable,
  TableEdit,
} from '@tabletalk/contracts';

/** One column as the Enrich form holds it. */
export interface ColumnDraft {
  name: string;
  label: string;
  synonyms: string[];
  description: string;
  role: ColumnRole;
  hidden: boolean;
}

/** One table as the Enrich form holds it. */
export interface TableDraft {
  name: string;
  schema: string | null;
  label: string;
  synonyms: string[];
  description: string;
  columns: ColumnDraft[];
}

export interface ModelDraft {
  tables: TableDraft[];
}

/** The form's starting values from the model (null descriptions become empty text). */
export function draftFromModel(tables: SemanticTable[]): ModelDraft {
  return {
    tables: tables.map((table) => ({
      name: table.name,
      schema: table.schema,
      label: table.label,
      synonyms: [...table.synonyms],
      description: table.description ?? '',
      columns: table.columns.map((column) => ({
        name: column.name,
        label: column.label,
        synonyms: [...column.synonyms],
        description: column.description ?? '',
        role: column.role,
        hidden: column.hidden,
      })),
    })),
  };
}

const cleanList = (list: string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];
const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

interface Editable {
  label: string;
  synonyms: string[];
  description: string | null;
}

/** The changed label/synonyms/description of a table or column; a blank label keeps the old. */
function textEdits(
  before: Editable,
  after: Omit<Editable, 'description'> & { description: string },
) {
  const edit: Partial<Pick<ColumnEdit, 'label' | 'synonyms' | 'description'>> = {};
  const label = after.label.trim();
  if (label && label !== before.label) edit.label = label;
  const synonyms = cleanList(after.synonyms);
  if (!sameList(synonyms, before.synonyms)) edit.synonyms = synonyms;
  const description = after.description.trim() || null;
  if (description !== (before.description ?? null)) edit.description = description;
  return edit;
}

function columnEdit(
  before: SemanticTable['columns'][number],
  after: ColumnDraft,
): ColumnEdit | null {
  const edit: ColumnEdit = { name: after.name, ...textEdits(before, after) };
  if (after.role !== before.role) edit.role = after.role;
  if (after.hidden !== before.hidden) edit.hidden = after.hidden;
  return Object.keys(edit).length > 1 ? edit : null;
}

/**
 * Only what the user changed, as `PUT db/source-model` takes it: untouched tables and columns
 * are left out, so a save never overwrites values the server derived.
 */
export function modelEdits(tables: SemanticTable[], draft: ModelDraft): SemanticModelEdits {
  const edits: TableEdit[] = [];
  draft.tables.forEach((tableDraft, index) => {
    const before = tables[index];
    if (!before || before.name !== tableDraft.name) return;
    const columns = tableDraft.columns
      .map((columnDraft, i) => {
        const column = before.columns[i];
        return column && column.name === columnDraft.name ? columnEdit(column, columnDraft) : null;
      })
      .filter((edit): edit is ColumnEdit => edit !== null);
    const edit: TableEdit = { name: tableDraft.name, ...textEdits(before, tableDraft) };
    if (tableDraft.schema) edit.schema = tableDraft.schema;
    if (columns.length > 0) edit.columns = columns;
    const hasChanges =
      columns.length > 0 || 'label' in edit || 'synonyms' in edit || 'description' in edit;
    if (hasChanges) edits.push(edit);
  });
  return { tables: edits };
}
