import type {
  MeasureEdit,
  SemanticMeasure,
  SemanticModel,
  SemanticTable,
} from '@tabletalk/contracts';
import { columnLabel } from '@tabletalk/nlq';
import { checkMeasureFormula } from './check-measure-formula';
import { ModelEditError } from './model-edit-error';

/** A measure's name as the model keys it: lowercase words joined by `_`. */
function measureName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

function normalizeSynonyms(synonyms: string[]): string[] {
  return [...new Set(synonyms.map((s) => s.trim().replace(/\s+/g, ' ').toLowerCase()))];
}

function findHome(
  model: SemanticModel,
  name: string,
  schema: string | null | undefined,
  path: string,
): SemanticTable {
  const matches = model.tables.filter(
    (t) => t.name === name && (schema === undefined || t.schema === schema),
  );
  const [table] = matches;
  if (!table) throw new ModelEditError('UNKNOWN_TABLE', path, `There is no table ${name}.`);
  if (matches.length > 1)
    throw new ModelEditError('UNKNOWN_TABLE', path, `Say which schema's ${name} table.`);
  return table;
}

/** The measure as edited: new fields over the old, the formula checked against its table. */
function editMeasure(
  model: SemanticModel,
  before: SemanticMeasure | undefined,
  edit: MeasureEdit,
  path: string,
): SemanticMeasure {
  const tableName = edit.table ?? before?.table;
  const formulaText = edit.formula;
  if (!tableName)
    throw new ModelEditError('INVALID_MEASURE', path, 'Say which table the measure is over.');
  if (!before && !formulaText)
    throw new ModelEditError('INVALID_MEASURE', path, 'A new measure needs a formula.');
  const table = findHome(model, tableName, edit.schema ?? before?.schema ?? undefined, path);
  const formula = formulaText
    ? checkMeasureFormula(model, table, formulaText, `${path}.formula`)
    : (before?.formula as SemanticMeasure['formula']);
  if (edit.table && !formulaText && before && edit.table !== before.table)
    throw new ModelEditError(
      'INVALID_MEASURE',
      path,
      'Give the formula again when the table changes.',
    );
  const name = measureName(edit.rename ?? edit.name);
  if (!name)
    throw new ModelEditError(
      'INVALID_MEASURE',
      path,
      'The measure needs a name with letters or digits.',
    );
  if (table.columns.some((c) => measureName(c.name) === name))
    throw new ModelEditError(
      'INVALID_MEASURE',
      path,
      `${table.name} already has a column called ${name}; pick another name.`,
    );
  return {
    name,
    label: edit.label ?? (edit.rename || !before ? columnLabel(name) : before.label),
    synonyms: edit.synonyms ? normalizeSynonyms(edit.synonyms) : (before?.synonyms ?? []),
    description:
      edit.description !== undefined ? edit.description || null : (before?.description ?? null),
    table: table.name,
    schema: table.schema,
    formula,
    format: edit.format ?? before?.format ?? 'number',
    origin: before?.origin ?? 'user',
    ...(before ? { edited: true } : {}),
  };
}

/**
 * Applies the Enrich screen's measure edits in order: a new name adds a measure (table and
 * formula required), a known one is changed (and marked edited, so a rebuild keeps it), `delete`
 * removes it. Formulas are read with `parseFormula` and checked against the model. Proposed
 * measures deleted or renamed are listed in `dismissed`, so a rebuild does not bring them back.
 * @throws ModelEditError INVALID_MEASURE, UNKNOWN_MEASURE, UNKNOWN_TABLE or UNKNOWN_COLUMN; the
 * model is then left as it was.
 */
export function applyMeasureEdits(
  model: SemanticModel,
  edits: MeasureEdit[],
): { measures: SemanticMeasure[]; dismissed: string[] } {
  const measures = [...(model.measures ?? [])];
  const dismissed = new Set(model.dismissedMeasures ?? []);
  for (const edit of edits) {
    const key = measureName(edit.name);
    const path = `measures.${key || edit.name}`;
    const index = measures.findIndex((m) => m.name === key);
    if (edit.delete) {
      if (index < 0)
        throw new ModelEditError('UNKNOWN_MEASURE', path, `There is no measure ${edit.name}.`);
      if (measures[index]?.origin === 'proposed') dismissed.add(key);
      measures.splice(index, 1);
      continue;
    }
    const next = editMeasure(model, measures[index], edit, path);
    if (measures[index]?.origin === 'proposed' && next.name !== key) dismissed.add(key);
    const clash = measures.findIndex((m) => m.name === next.name);
    if (clash >= 0 && clash !== index)
      throw new ModelEditError(
        'INVALID_MEASURE',
        path,
        `There is already a measure called ${next.name}.`,
      );
    if (index >= 0) measures[index] = next;
    else measures.push(next);
  }
  return { measures, dismissed: [...dismissed] };
}
