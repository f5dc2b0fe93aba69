import { type ReadContext, spaceOnlyBefore, wordsBetween } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

/** Words that may split one column's name in two ("budget in millions", "amount of the fee"). */
const splitWords = new Set(['in', 'of', 'the', 'a', 'an']);

/** The column a span names first, if it names one. */
function columnNamed(mention: Mention) {
  const target = mention.entries[0]?.target;
  return !mention.isLiteral && target?.kind === 'column' ? target.column : undefined;
}

/**
 * "phone numbers", "card number": a bare "number" right after a column's name ends that name; it
 * names no column of its own.
 */
function endsName(context: ReadContext, previous: Mention, mention: Mention): boolean {
  const said = context.tokens.slice(mention.start, mention.end).map((token) => token.lemma);
  return (
    said.join(' ') === 'number' &&
    previous.end === mention.start &&
    spaceOnlyBefore(context, mention)
  );
}

/**
 * "ordered by budget in millions": two spans a preposition apart that name the same column are
 * one name said in two parts; the part shown after the first repeats it and takes no role of its
 * own (the first keeps its ordering, filter or display). So is a bare "number" ending a column's
 * name ("phone numbers").
 */
export function joinSplitColumnNames(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  context.mentions.forEach((mention, i) => {
    const previous = context.mentions[i - 1];
    if (!previous || taken.has(mention) || roles.get(mention)?.kind !== 'select') return;
    const column = columnNamed(mention);
    if (!column || !columnNamed(previous)) return;
    const gap = wordsBetween(context, previous.end, mention.start);
    const split =
      columnNamed(previous) === column &&
      gap.length > 0 &&
      gap.length <= 2 &&
      gap.every((word) => splitWords.has(word));
    if (split || endsName(context, previous, mention)) roles.set(mention, { kind: 'consumed' });
  });
  return roles;
}
