import { isolateBidi } from '../text';
import type { ResultColumn } from './answer-types';
import { formatCompact, formatMoney, formatPercent } from './format-number';
import { formatTimeCell } from './time-value';

/** The first letter in upper case, for the start of a sentence. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The first letter in lower case for the middle of a sentence ("Total revenue" → "total
 * revenue"), unless the word is an acronym ("GMV").
 */
export function lowerFirst(text: string): string {
  const isAcronym = /^\p{Lu}{2}/u.test(text);
  return isAcronym ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * A measure's figure: compact ("1.2M"), a percentage for a share or a percent measure's ratio,
 * and money with its cents below the compact range ("1,620.50").
 */
export function formatFigure(value: number, column: ResultColumn): string {
  if (column.isShare) return formatPercent(value);
  if (column.format === 'percent') return formatPercent(value * 100);
  if (column.format === 'currency') return formatMoney(value);
  return formatCompact(value);
}

/** Any cell as words: figures compact, times as periods, booleans yes/no, blanks "(empty)". */
export function formatCell(value: unknown, column: ResultColumn): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'number') return formatFigure(value, column);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (column.role === 'time') return formatTimeCell(value, column.grain);
  return isolateBidi(String(value));
}
