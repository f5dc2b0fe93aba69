import type { ReadContext } from './context';
import type { Mention } from './link';
import { namesColumn } from './mention-columns';
import type { Role } from './roles';
import { markBetween } from './tokenize';

/** Words between "and" and a listed name: "the city and its GDP". */
const articles = new Set(['the', 'its', 'their']);

/**
 * Whether two mentions are listed side by side: "and" (and "the", "its", "their") between them,
 * or nothing but a comma ("grape, winery"); two names written one after the other ("school
 * color") are one phrase.
 */
function listedTogether(context: ReadContext, first: Mention, second: Mention): boolean {
  const between = context.tokens.slice(first.end, second.start).map((token) => token.lower);
  if (between.length > 0)
    return between[0] === 'and' && between.slice(1).every((w) => articles.has(w));
  const last = context.tokens[first.end - 1];
  const next = context.tokens[second.start];
  return !!last && !!next && markBetween(last, next);
}

/** Whether `mention` is a plain shown column. */
function isShownColumn(mention: Mention | undefined, roles: Map<Mention, Role>): boolean {
  return mention !== undefined && namesColumn(mention) && roles.get(mention)?.kind === 'select';
}

/**
 * "the grape, winery and year of the wines", "the rank, company and market value of every
 * company": a name read first as a table (`grapes`, `company`) that names a column just as well
 * (another table's, or its own table's column called like it), listed beside a shown column, is
 * one more column to show, not the rows of its table.
 */
export function showListedTableColumns(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  context.mentions.forEach((mention, i) => {
    if (taken.has(mention) || roles.get(mention)?.kind !== 'entity') return;
    const namesAsColumn = mention.entries.some(
      (entry) => entry.target.kind === 'column' && entry.quality >= mention.quality,
    );
    if (!namesAsColumn) return;
    const previous = context.mentions[i - 1];
    const next = context.mentions[i + 1];
    const listed =
      (next && isShownColumn(next, roles) && listedTogether(context, mention, next)) ||
      (previous && isShownColumn(previous, roles) && listedTogether(context, previous, mention));
    if (listed) roles.set(mention, { kind: 'select', distinct: false });
  });
  return roles;
}
