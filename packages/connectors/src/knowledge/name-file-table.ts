import type { SemanticModel } from '@tabletalk/contracts';

/** The table name a CSV load gives its one table (`ingestFile`'s default). */
const CSV_TABLE_NAME = 'data';

/**
 * A CSV file's one table is loaded as `data`, a name nobody chose: it is labelled with the name
 * the person gave the source ("Sample sales"), so answers say "Revenue of Sample sales", not "of
 * Data". A label the person edited, and workbooks (whose sheets have names), are left alone.
 * Throws nothing.
 */
export function nameFileTable(model: SemanticModel, sourceName: string): SemanticModel {
  const [only, ...others] = model.tables;
  const label = sourceName.trim();
  const isGeneric = only?.name === CSV_TABLE_NAME && !only.edited?.includes('label');
  if (!only || others.length > 0 || !isGeneric || label === '') return model;
  return { ...model, tables: [{ ...only, label }] };
}
