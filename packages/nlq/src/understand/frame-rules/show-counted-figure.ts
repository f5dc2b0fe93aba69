import type { ReadContext } from '../context';
import { markBetween } from '../tokenize';
import type { FrameRule } from './frame-builder';

/** Words that may stand before a listed count ("and its count", "and the corresponding number"). */
const countFillers = new Set(['the', 'its', 'their', 'corresponding', 'total']);

/**
 * Whether "number" or "count" is listed among the things to show: after "and" or a comma, past
 * fillers ("the names and number of works", "each result and its count").
 */
function listsCount(context: ReadContext): boolean {
  const { tokens } = context;
  return tokens.some((token, i) => {
    if (token.lower !== 'number' && token.lower !== 'count') return false;
    let before = i - 1;
    while (before >= 0 && countFillers.has(tokens[before]?.lower ?? '')) before -= 1;
    const previous = tokens[before];
    const first = tokens[before + 1];
    if (!previous || !first) return false;
    return previous.lower === 'and' || markBetween(previous, first);
  });
}

/**
 * "the country with the most channels and how many it has", "the names and number of works of
 * the artists with the most songs": the count that ranks or keeps the groups is shown too.
 */
export const showCountedFigure: FrameRule = ({ context, frame }) => {
  const text = context.tokens.map((t) => t.lower).join(' ');
  const countsOrder = frame.orderBy.some((o) => o.kind === 'aggregate' && o.fn === 'count');
  const countsGroups = countsOrder || frame.filters.some((f) => f.kind === 'count');
  const showsCount = frame.selects.some((s) => s.kind === 'aggregate' && s.fn === 'count');
  if (showsCount) return;
  const asksHowMany = /\b(and )?how many\b/.test(text) && !text.startsWith('how many');
  if ((countsOrder && asksHowMany) || (countsGroups && listsCount(context)))
    frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
};
