import type { EngineReading } from '../llm-client';
import { quote } from './quote';

const SQL_CHARS = 4_000;
const TEXT_CHARS = 600;
const VALUE_CHARS = 200;
const MAX_ALTERNATIVES = 3;

/** A bound value as the prompt shows it: text JSON-quoted and cut, other scalars as JSON. */
function renderValue(value: unknown): string {
  if (typeof value === 'string') return quote(value, VALUE_CHARS);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return quote(value.toISOString());
  return quote(JSON.stringify(value) ?? 'null', VALUE_CHARS);
}

/**
 * The `<reading>` section's body: the engine's reading in words, its SQL with the values bound
 * to the placeholders in order, and the other readings it weighed. Every string is JSON-quoted
 * (interpretations and values carry the question's and the data's words). '' when there is no
 * reading. Pure; throws nothing.
 */
export function renderReading(reading: EngineReading | null | undefined): string {
  if (!reading) return '';
  const lines = [`read as ${quote(reading.interpretation, TEXT_CHARS)}`];
  if (reading.sql) {
    lines.push(`sql ${quote(reading.sql, SQL_CHARS)}`);
    if (reading.params.length > 0) {
      lines.push(`values in placeholder order: ${reading.params.map(renderValue).join(', ')}`);
    }
  }
  for (const alternative of reading.alternatives.slice(0, MAX_ALTERNATIVES)) {
    lines.push(`or read as ${quote(alternative, TEXT_CHARS)}`);
  }
  return lines.join('\n');
}
