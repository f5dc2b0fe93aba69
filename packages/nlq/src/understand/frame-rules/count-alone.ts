import { isParticiple } from '../lead-rules/participles';
import type { FrameRule } from './frame-builder';

/** Questions that open by asking for a count ("How many …", "Count the number of …"). */
const countOpening =
  /^(how many|(count|find|return|give|show|list|tell me|what is|what's) (the )?(total )?(number|count) of|count )/;

/** Words that ask for one row per group, which a count may still be split by. */
const groupWords =
  /\b(each|every|per|different|various|distinct|respectively|and what|and which)\b/;

/** "by country" groups; "produced by the maker" names the doer. */
function groupsBy(words: string[]): boolean {
  return words.some((word, i) => word === 'by' && !isParticiple(words[i - 1] ?? ''));
}

/**
 * "How many storms had death records?", "How many addresses have zip code 197?": a question
 * that opens with a count and asks for no groups wants the one number; columns read on the way
 * (misread conditions) are not shown beside it, so they split no groups.
 */
export const countAlone: FrameRule = ({ context, frame }) => {
  const words = context.tokens.map((t) => t.lower);
  const text = words.join(' ');
  if (!countOpening.test(text) || groupWords.test(text) || groupsBy(words)) return;
  if (frame.groupBy.length > 0 || frame.orderBy.length > 0 || frame.limit !== null) return;
  if (frame.filters.some((filter) => filter.kind === 'count')) return;
  const counts = frame.selects.filter((s) => s.kind === 'aggregate' && s.fn === 'count');
  const columns = frame.selects.filter((s) => s.kind === 'column');
  if (counts.length !== 1 || columns.length === 0) return;
  if (counts.length + columns.length !== frame.selects.length) return;
  frame.selects = counts;
};
