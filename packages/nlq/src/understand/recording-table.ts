import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { stem } from './stem';

/**
 * The table whose rows record what a verb says of the focus: among the tables referring to it,
 * the one a word of `gap` names ("visited" → visits), of several the one every word of whose
 * name is said ("broadcast" → broadcast, not broadcast_share), else the only one.
 */
export function recordingTable(
  model: SemanticModel,
  focus: SemanticTable,
  gap: string[],
): SemanticTable | undefined {
  const referring = referringTables(model, focus);
  const named = referring.filter((t) => namesTable(t, gap));
  if (named.length === 1) return named[0];
  const whole = named.filter((t) => namesWholly(t, gap));
  if (whole.length === 1) return whole[0];
  return referring.length === 1 ? referring[0] : undefined;
}

/** The other tables with a relationship to `focus`: the ones whose rows can record its events. */
export function referringTables(model: SemanticModel, focus: SemanticTable): SemanticTable[] {
  const names = new Set(
    model.relationships.filter((r) => r.toTable === focus.name).map((r) => r.fromTable),
  );
  names.delete(focus.name);
  return model.tables.filter((t) => names.has(t.name));
}

/** The words of a table's name longer than two letters, by stem. */
const nameStems = (table: SemanticTable) =>
  table.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((part) => part.length > 2)
    .map(stem);

/** Whether a word of `words` names the table by stem ("orders" → customer_orders). */
export function namesTable(table: SemanticTable, words: string[]): boolean {
  const stems = new Set(words.map(stem));
  return nameStems(table).some((part) => stems.has(part));
}

/** Whether every word of the table's name is among `words`, by stem. */
function namesWholly(table: SemanticTable, words: string[]): boolean {
  const stems = new Set(words.map(stem));
  return nameStems(table).every((part) => stems.has(part));
}
