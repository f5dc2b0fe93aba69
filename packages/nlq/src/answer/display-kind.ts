import type { Answer } from '@tabletalk/contracts';
import type { ChartPreference } from '../types';
import type { AnalyzedResult } from './answer-types';
import { isSingleValue } from './result-shape';

/**
 * How an answer is shown: TABLE when the user asked for a table; WIDGET for a single value (one
 * row, one column); GRAPH when a chart applies; TABLE otherwise (a listing, an empty result).
 */
export function chooseDisplayKind(input: {
  result: AnalyzedResult;
  hasChart: boolean;
  preference: ChartPreference;
}): Answer['displayKind'] {
  if (input.preference === 'table') return 'TABLE';
  if (isSingleValue(input.result)) return 'WIDGET';
  return input.hasChart ? 'GRAPH' : 'TABLE';
}
