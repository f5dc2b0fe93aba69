import type { Reading, StructuredQuery } from '@tabletalk/contracts';
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
