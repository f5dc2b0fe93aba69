import {
  formatFormula,
  type MeasureEdit,
  type MeasureFormat,
  parseFormula,
  type SemanticMeasure,
} from '@tabletalk/contracts';

/** One measure as the Enrich form holds it; `original` is null for a measure added here. */
export interface MeasureDraft {
  original: string | null;
  name: string;
  label: string;
  table: string;
  formula: string;
  format: MeasureFormat;
  synonyms: string[];
  description: string;
  deleted: boolean;
}

export interface MeasuresDraft {
  measures: MeasureDraft[];
}

/** The form's starting values: each measure with its formula as text. */
export function draftMeasures(measures: SemanticMeasure[]): MeasuresDraft {
  return {
    measures: measures.map((measure) => ({
      original: measure.name,
      name: measure.name,
      label: measure.label,
      table: measure.table,
      formula: formatFormula(measure.formula, measure.table),
      format: measure.format,
      synonyms: [...measure.synonyms],
      description: measure.description ?? '',
      deleted: false,
    })),
  };
}

/** An empty measure over `table`, for the "Add a measure" button. */
export function newMeasureDraft(table: string): MeasureDraft {
  return {
    original: null,
    name: '',
    label: '',
    table,
    formula: '',
    format: 'number',
    synonyms: [],
    description: '',
    deleted: false,
  };
}

/** What is wrong with a draft's formula as written, before the server checks its columns. */
export function formulaProblem(draft: MeasureDraft): string | null {
  if (draft.deleted) return null;
  if (!draft.formula.trim()) return 'Write a formula, for example sum(price * quantity).';
  const parsed = parseFormula(draft.formula, draft.table);
  return parsed.ok ? null : parsed.message;
}

const cleanList = (list: string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];
const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function changedMeasure(before: SemanticMeasure, draft: MeasureDraft): MeasureEdit | null {
  const edit: MeasureEdit = { name: before.name };
  const name = draft.name.trim();
  if (name && name !== before.name) edit.rename = name;
  const label = draft.label.trim();
  if (label && label !== before.label) edit.label = label;
  const synonyms = cleanList(draft.synonyms);
  if (!sameList(synonyms, before.synonyms)) edit.synonyms = synonyms;
  const description = draft.description.trim() || null;
  if (description !== (before.description ?? null)) edit.description = description;
  if (draft.table !== before.table) edit.table = draft.table;
  const formula = draft.formula.trim();
  if (formula !== formatFormula(before.formula, before.table) || edit.table) edit.formula = formula;
  if (draft.format !== before.format) edit.format = draft.format;
  return Object.keys(edit).length > 1 ? edit : null;
}

/**
 * The measure edits the form holds against the model: deletions, changes of known measures,
 * and new measures with their table and formula. Untouched measures send nothing.
 */
export function measureEdits(measures: SemanticMeasure[], drafts: MeasureDraft[]): MeasureEdit[] {
  const edits: MeasureEdit[] = [];
  for (const draft of drafts) {
    const before = measures.find((m) => m.name === draft.original);
    if (before && draft.deleted) edits.push({ name: before.name, delete: true });
    else if (before) {
      const edit = changedMeasure(before, draft);
      if (edit) edits.push(edit);
    } else if (!draft.deleted) {
      const label = draft.label.trim();
      const description = draft.description.trim();
      edits.push({
        name: draft.name.trim() || label,
        table: draft.table,
        formula: draft.formula.trim(),
        format: draft.format,
        synonyms: cleanList(draft.synonyms),
        ...(label ? { label } : {}),
        ...(description ? { description } : {}),
      });
    }
  }
  return edits;
}
