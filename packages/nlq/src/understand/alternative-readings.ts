import type { Reading, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { buildQuery } from './build-query';
import type { ReadContext } from './context';
import { interpret } from './interpret';
import { readFrame } from './read-frame';

/**
 * Up to 3 other readings of a question, one per close call the reading made: the same question
 * with another column for the words in doubt, named with the model's own labels. Readings that
 * come out the same as the chosen query are left out.
 */
export function alternativeReadings(context: ReadContext, chosen: StructuredQuery): Reading[] {
  const readings: Reading[] = [];
  const seen = new Set([JSON.stringify(chosen)]);
  for (const ambiguity of context.ambiguities) {
    for (const other of ambiguity.others) {
      if (readings.length >= 3) return readings;
      const choices = new Map(context.choices).set(ambiguity.mention.start, other);
      const variant: ReadContext = { ...context, choices, ambiguities: [] };
      const frame = readFrame(variant);
      if (!frame) continue;
      const query = buildQuery(context.model, frame);
      const key = JSON.stringify(query);
      if (seen.has(key)) continue;
      seen.add(key);
      readings.push({
        text: `"${ambiguity.mention.text}" as ${other.column.label} of ${other.table.label}: ${interpret(context.model, query)}`,
        structuredQuery: query,
        term: ambiguity.mention.text,
        meaning: `${other.table.name}.${other.column.name}`,
      });
    }
  }
  return readings;
}

const columnKey = (expr: { kind: string; table?: string; column?: string }) =>
  expr.kind === 'column' ? `${expr.table}.${expr.column}` : null;

/** The query showing only what was asked: without shown columns it also filters or sorts by. */
function withoutRestatedColumns(query: StructuredQuery): StructuredQuery | null {
  const used = new Set<string>();
  const note = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(note);
    else if (typeof value === 'object' && value !== null) {
      const key = columnKey(value as { kind: string });
      if (key) used.add(key);
      for (const inner of Object.values(value)) note(inner);
    }
  };
  note([query.where, query.orderBy]);
  const kept = query.select.filter((item) => !used.has(columnKey(item.expr) ?? ''));
  if (kept.length === 0 || kept.length === query.select.length) return null;
  return { ...query, select: kept };
}

/** The list without repeated rows, for a plain listing. */
function withDistinct(query: StructuredQuery): StructuredQuery | null {
  const plain = query.select.every((item) => item.expr.kind === 'column');
  // DISTINCT can sort only by what it shows.
  const shown = new Set(query.select.map((item) => columnKey(item.expr)));
  if (query.orderBy.some((item) => !shown.has(columnKey(item.expr)))) return null;
  return !query.distinct && plain && query.groupBy.length === 0
    ? { ...query, distinct: true }
    : null;
}

/**
 * Readings offered beside the close calls when the engine is unsure: the same question shaped
 * differently (only the asked columns shown; repeated rows removed), up to 3 readings in all.
 * Left out when one comes out the same as the chosen query or a reading already offered.
 */
export function widenReadings(
  model: SemanticModel,
  chosen: StructuredQuery,
  readings: readonly Reading[],
): Reading[] {
  const widened = [...readings];
  const seen = new Set(
    [chosen, ...readings.map((r) => r.structuredQuery)].map((q) => JSON.stringify(q)),
  );
  const shaped = [withoutRestatedColumns(chosen), withDistinct(chosen)];
  const restated = shaped[0];
  if (restated) shaped.push(withDistinct(restated));
  for (const query of shaped) {
    if (widened.length >= 3) break;
    if (!query || seen.has(JSON.stringify(query))) continue;
    seen.add(JSON.stringify(query));
    widened.push({
      text: interpret(model, query),
      structuredQuery: query,
      term: null,
      meaning: null,
    });
  }
  return widened;
}
