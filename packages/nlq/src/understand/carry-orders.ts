import { type ReadContext, wordsBetween } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

const namesColumn = (mention: Mention) => mention.entries[0]?.target.kind === 'column';

/** Words that may sit between "and" and the next ordering key ("and then by their"). */
const keyFillers = new Set(['the', 'their', 'its', 'then', 'by']);

/**
 * "ordered by their titles and credits", "in the order of built year and class": an ordering
 * spreads over a column joined to its key by "and", so the second column is the next sort key
 * instead of one more column to show.
 */
export function carryOrders(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  context.mentions.forEach((mention, i) => {
    const previous = context.mentions[i - 1];
    const previousRole = previous ? roles.get(previous) : undefined;
    const role = roles.get(mention);
    if (!previous || previousRole?.kind !== 'order' || previousRole.fn !== null) return;
    if (role?.kind !== 'select' || taken.has(mention)) return;
    const lead = wordsBetween(context, previous.end, mention.start).filter(
      (w) => !keyFillers.has(w),
    );
    if (lead.length !== 1 || lead[0] !== 'and') return;
    if (namesColumn(previous) && namesColumn(mention)) roles.set(mention, previousRole);
  });
  return roles;
}
