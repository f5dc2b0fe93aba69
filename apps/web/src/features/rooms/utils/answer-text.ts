import type { Answer, AskResult } from '@tabletalk/contracts';
import { cellText } from './export-cells';

/** Rows copied with an answer; longer results are better exported. */
export const COPY_ROW_LIMIT = 50;

/**
 * An answer as plain text for the clipboard: the question, the sentence, then the rows as
 * tab-separated lines (pasting into a spreadsheet splits them into cells). A declined question
 * copies its message.
 */
export function answerAsText(question: string, result: AskResult): string {
  const { answer } = result;
  if (!answer) return `${question}\n${result.message ?? ''}`.trimEnd();
  const header = answer.columns.map((column) => column.name).join('\t');
  const rows = answer.rows.slice(0, COPY_ROW_LIMIT).map((row) => row.map(cellText).join('\t'));
  const more = answer.rows.length - COPY_ROW_LIMIT;
  const tail = more > 0 ? [`… ${more} more rows`] : [];
  return [question, answer.description, '', header, ...rows, ...tail].join('\n');
}

/** How sure the engine is, in words: "High (92%)". */
export function confidenceLabel(confidence: number): string {
  const percent = Math.round(confidence * 100);
  if (confidence >= 0.8) return `High (${percent}%)`;
  if (confidence >= 0.5) return `Medium (${percent}%)`;
  return `Low (${percent}%)`;
}

/** A big number for a single-value answer: grouped digits, at most two decimals. */
export function formatValue(value: unknown): string {
  if (typeof value === 'number') {
    return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
  return value === null || value === undefined ? '—' : cellText(value);
}

/**
 * The one value of a single-value (WIDGET) answer: the first row's first numeric cell, or its
 * last cell when none is a number, with its column's name.
 */
export function singleValue(answer: Answer): { label: string; value: unknown } | null {
  const row = answer.rows[0];
  if (!row || row.length === 0) return null;
  const numeric = row.findIndex((cell) => typeof cell === 'number');
  const index = numeric >= 0 ? numeric : row.length - 1;
  return { label: answer.columns[index]?.name ?? '', value: row[index] };
}

/** A file name for an export from the question: "total-revenue-by-region". */
export function fileBaseName(question: string): string {
  const slug = question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'answer';
}

/**
 * What an export says of an answer cut at the row cap ("Only the first 10,000 rows of a longer
 * result."), or undefined when its rows are the whole result.
 */
export function truncationNote(answer: Answer): string | undefined {
  if (!answer.truncated) return undefined;
  return `Only the first ${answer.rows.length.toLocaleString('en-US')} rows of a longer result.`;
}
