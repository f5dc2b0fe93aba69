import type { ReadContext } from '../context';
import type { SelectSpec } from '../frame';
import { isParticiple } from '../lead-rules/participles';
import type { Mention } from '../link';
import type { FrameRule } from './frame-builder';

/**
 * Questions that open by asking for figures: a count ("How many …", "Count the number of …") or
 * an aggregate ("What is the average …", "Return the total …").
 */
const figureOpening =
  /^(how many|(count|find|return|give|show|list|tell me|what is|what's) (the )?(total )?(number|count) of|count |(what (is|are|was|were)|find|return|give|show|list|compute|calculate|tell me) (me )?(the )?(average|mean|total|sum|maximum|minimum|max|min)\b)/;

/** Words that ask for one row per group, which the figures may still be split by. */
const groupWords =
  /\b(each|every|per|different|various|distinct|respectively|and what|and which)\b/;

/** "by country" groups; "produced by the maker" names the doer. */
function groupsBy(words: string[]): boolean {
  return words.some((word, i) => word === 'by' && !isParticiple(words[i - 1] ?? ''));
}

/** Where the question first names what a select shows (its column, or its table). */
function firstMention(context: ReadContext, spec: SelectSpec): number {
  const names = (m: Mention) =>
    m.entries.some(({ target }) =>
      spec.kind === 'entity'
        ? target.kind === 'table' && target.table === spec.table
        : spec.kind === 'column' && 'column' in target && target.column === spec.ref.column,
    );
  return context.mentions.find(names)?.start ?? Number.POSITIVE_INFINITY;
}

/**
 * "How many storms had death records?", "the average enrollment of universities founded before
 * 1850": a question that opens by asking for figures and asks for no groups wants those figures
 * alone; columns and tables read on the way (misread conditions) are not shown beside them, so
 * they split no groups.
 */
export const figuresAlone: FrameRule = ({ context, frame }) => {
  const words = context.tokens.map((t) => t.lower);
  const text = words.join(' ');
  if (!figureOpening.test(text) || groupWords.test(text) || groupsBy(words)) return;
  if (frame.groupBy.length > 0 || frame.orderBy.length > 0 || frame.limit !== null) return;
  if (frame.filters.some((filter) => filter.kind === 'count')) return;
  const figures = frame.selects.filter((s) => s.kind === 'aggregate');
  const shown = frame.selects.filter((s) => s.kind === 'column' || s.kind === 'entity');
  if (figures.length === 0 || shown.length === 0) return;
  if (figures.length + shown.length !== frame.selects.length) return;
  // "the average revenue and status of orders": what is listed before the rows are named (by
  // their table, or in "price of products") is asked; with no rows named, the figures alone.
  const rowsNamed =
    context.mentions
      .map((m) => {
        if (m.entries.some(({ target }) => target.kind === 'table')) return m.start;
        return / of /.test(m.text) ? m.end : -1;
      })
      .find((at) => at >= 0) ?? 0;
  frame.selects = frame.selects.filter(
    (spec) => spec.kind === 'aggregate' || firstMention(context, spec) < rowsNamed,
  );
};
