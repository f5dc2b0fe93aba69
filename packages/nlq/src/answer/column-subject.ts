import { columnLabel } from '../text';
import type { ResultColumn } from './answer-types';

/** Names a language model's SQL may give a column that read as nothing ("sum", "?column?"). */
const LOOKS_LIKE_WORDS = /^\p{L}[\p{L}\p{N}_ ]*$/u;
const BARE_FUNCTIONS = new Set(['sum', 'count', 'avg', 'min', 'max', 'median', 'total', 'value']);

/**
 * How a sentence names a column: its select item's name ("Total revenue") with a structured
 * query; otherwise its SQL name made readable ("total_revenue" → "Total revenue"), or null when
 * that name says nothing ("count(*)", "sum").
 */
export function columnSubject(column: ResultColumn, hasQuery: boolean): string | null {
  if (hasQuery) return column.name;
  const name = column.name.trim();
  if (!LOOKS_LIKE_WORDS.test(name) || BARE_FUNCTIONS.has(name.toLowerCase())) return null;
  return columnLabel(name);
}
