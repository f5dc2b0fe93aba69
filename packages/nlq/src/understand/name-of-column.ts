import { type ReadContext, spaceOnlyBefore, wordsBetween } from './context';
import { lemmasOf } from './lexicon';
import type { Mention } from './link';
import type { Role } from './roles';

const ofWords = new Set(['of', 'the', 'each', 'every', 'all', 'a', 'an']);

/** Whether a mention names a text column (and no table) whose own name is not a name. */
function namesTextValue(mention: Mention): boolean {
  const target = mention.entries[0]?.target;
  if (target?.kind !== 'column' || target.column.type !== 'text') return false;
  if (mention.entries.some((entry) => entry.target.kind === 'table')) return false;
  return !lemmasOf(target.column.name).includes('name');
}

/** Whether a span is the bare word "name" or "names". */
function isBareName(context: ReadContext, mention: Mention): boolean {
  const said = context.tokens.slice(mention.start, mention.end).map((token) => token.lemma);
  return said.join(' ') === 'name';
}

/**
 * "the name of each industry", "the name of the building", "list the country name": a bare
 * "name" said of a column whose values are themselves names (a category, not a table's rows),
 * before it with "of" or right after it, is that column; it is not the name column of the rows
 * as well.
 */
export function dropNameOfColumns(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  context.mentions.forEach((mention, i) => {
    const next = context.mentions[i + 1];
    const previous = context.mentions[i - 1];
    if (taken.has(mention) || roles.get(mention)?.kind !== 'select') return;
    if (!isBareName(context, mention)) return;
    const gap = next ? wordsBetween(context, mention.end, next.start) : [];
    const namesNext =
      next && namesTextValue(next) && gap[0] === 'of' && gap.every((word) => ofWords.has(word));
    const namesPrevious =
      previous?.end === mention.start &&
      namesTextValue(previous) &&
      spaceOnlyBefore(context, mention);
    if (namesNext || namesPrevious) roles.set(mention, { kind: 'consumed' });
  });
  return roles;
}
