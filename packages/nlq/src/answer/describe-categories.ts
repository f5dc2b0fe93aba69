import type { AnalyzedResult, ResultColumn } from './answer-types';
import { formatPercent } from './format-number';
import { formatCell, formatFigure, lowerFirst, upperFirst } from './sentence-text';

export interface DescribeCategoriesOptions {
  /** How the measure is named ("Revenue"). */
  subject: string;
  /** A share of the total is true only for additive measures over all the rows. */
  canShowShare: boolean;
  /** Words that set the scene ("In Mar 2024"), the sentence then in the past tense. */
  prefix: string | null;
}

interface Entry {
  name: string;
  value: number;
}

function shareOfTotal(entries: Entry[], top: Entry, measure: ResultColumn): string {
  const total = entries.reduce((sum, entry) => sum + entry.value, 0);
  const isWhole = entries.every((entry) => entry.value >= 0) && total > 0;
  if (!isWhole) return '';
  const figure = formatPercent((top.value / total) * 100);
  return measure.isShare ? '' : `, ${figure} of the total`;
}

/**
 * One sentence on a measure by category, every figure from the rows: the top one, its share of
 * the total when that means something, and the runner-up ("North leads with 3.4K, 38% of the
 * total, ahead of South with 2.1K."); a tie or a lone category said as such. Null when no row
 * has a figure. Never throws.
 */
export function describeCategories(
  result: AnalyzedResult,
  category: ResultColumn,
  measure: ResultColumn,
  options: DescribeCategoriesOptions,
): string | null {
  const entries = result.rows
    .map((row) => ({ name: formatCell(row[category.index], category), value: row[measure.index] }))
    .filter((entry): entry is Entry => typeof entry.value === 'number')
    .sort((a, b) => b.value - a.value);
  const [top, second] = entries;
  if (!top) return null;
  const figure = (entry: Entry) => formatFigure(entry.value, measure);
  let body: string;
  if (!second) {
    const verb = options.prefix ? 'was' : 'is';
    body = `${lowerFirst(options.subject)} for ${top.name} ${verb} ${figure(top)}`;
  } else if (second.value === top.value) {
    body = `${top.name} and ${second.name} tie with ${figure(top)} each`;
  } else {
    const share = options.canShowShare ? shareOfTotal(entries, top, measure) : '';
    body = `${top.name} leads with ${figure(top)}${share}, ahead of ${second.name} with ${figure(second)}`;
  }
  return options.prefix ? `${options.prefix}, ${body}.` : `${upperFirst(body)}.`;
}
