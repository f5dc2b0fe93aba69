import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { AnalyzedResult } from './answer-types';
import { formatCount, formatPercent } from './format-number';
import { findPartialPeriodNote } from './partial-period-note';
import { findReferencedColumns } from './referenced-columns';

/** Above this share of empty rows a column's figures say more about gaps than about the data. */
const MOSTLY_EMPTY = 0.5;

export interface QualityNotesInput {
  result: AnalyzedResult;
  query: StructuredQuery | null;
  model: SemanticModel;
  truncated: boolean;
  now: Date;
}

/**
 * Data-quality notes on an answer, each once: the last period of a series is still running;
 * a column the query uses anywhere is mostly empty in the model's stats ("Region is empty in 62%
 * of rows."); the rows were cut at the limit ("Only the first 10,000 rows are shown."). Without
 * a structured query the columns used are unknown, so no emptiness note. Never throws.
 */
export function collectQualityNotes(input: QualityNotesInput): string[] {
  const notes: string[] = [];
  const partial = findPartialPeriodNote(input.result, input.now);
  if (partial) notes.push(partial);
  const referenced = input.query ? findReferencedColumns(input.query, input.model) : [];
  for (const { column } of referenced) {
    if (column.stats.nullShare <= MOSTLY_EMPTY) continue;
    notes.push(
      `${column.label} is empty in ${formatPercent(column.stats.nullShare * 100)} of rows.`,
    );
  }
  if (input.truncated) {
    notes.push(`Only the first ${formatCount(input.result.rows.length)} rows are shown.`);
  }
  return [...new Set(notes)];
}
