import type {
  SemanticColumn,
  SemanticMeasure,
  SemanticModel,
  SemanticTable,
} from '@tabletalk/contracts';
import { findTable } from '../../model';

/**
 * The model as the rules read it: each measure a number column of its table, named by the
 * measure, so "revenue by country" links, joins and groups as any column would. The measure is
 * put back in place of that column once the query is built (`expandMeasures`).
 */
export interface MeasureView {
  model: SemanticModel;
  /** The measure behind each stand-in column, keyed by `measureKey`. */
  measures: Map<string, SemanticMeasure>;
}

/** Key of a stand-in column: its table's schema and name, and its name. */
export function measureKey(schema: string | null, table: string, column: string): string {
  return JSON.stringify([schema, table, column]);
}

function standIn(table: SemanticTable, measure: SemanticMeasure): SemanticColumn {
  return {
    name: measure.name,
    type: 'decimal',
    nativeType: 'DOUBLE',
    role: 'measure',
    label: measure.label,
    synonyms: measure.synonyms,
    description: measure.description,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: table.rowCount, min: null, max: null },
    entity: null,
  };
}

const cache = new WeakMap<SemanticModel, MeasureView>();

/**
 * The model with a stand-in column for each measure whose table exists and whose name no column
 * of that table already has. Built once per model; the model itself is left as it is.
 */
export function measureView(model: SemanticModel): MeasureView {
  const cached = cache.get(model);
  if (cached) return cached;
  const measures = new Map<string, SemanticMeasure>();
  const added = new Map<SemanticTable, SemanticColumn[]>();
  for (const measure of model.measures ?? []) {
    const table = findTable(model.tables, measure.table, measure.schema ?? undefined);
    if (!table || table.columns.some((column) => column.name === measure.name)) continue;
    const key = measureKey(table.schema, table.name, measure.name);
    if (measures.has(key)) continue;
    measures.set(key, measure);
    added.set(table, [...(added.get(table) ?? []), standIn(table, measure)]);
  }
  const tables = model.tables.map((table) => {
    const columns = added.get(table);
    return columns ? { ...table, columns: [...table.columns, ...columns] } : table;
  });
  const view = { model: measures.size > 0 ? { ...model, tables } : model, measures };
  cache.set(model, view);
  return view;
}
