import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { stem } from './stem';

/**
 * The table whose rows record what a verb says of the focus: among the tables referring to it,
 * the one a word of `gap` names ("visited" → visits), else the only one.
 */
export function recordingTable(
  model: SemanticModel,
  focus: SemanticTable,
  gap: string[],
): SemanticTable | undefined {
  const referring = referringTables(model, focus);
  const named = referring.filter((t) => namesTable(t, gap));
  if (named.length === 1) return named[0];
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

/** Whether a word of `words` names the table by stem ("orders" → customer_orders). */
export function namesTable(table: SemanticTable, words: string[]): boolean {
  const stems = new Set(words.map(stem));
  return table.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((part) => part.length > 2 && stems.has(stem(part)));
}
