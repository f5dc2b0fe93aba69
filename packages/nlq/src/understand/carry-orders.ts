import type { ReadContext } from './context';
import type { Mention } from './link';
import { namesColumn } from './mention-columns';
import type { Role } from './roles';
import { shownAfterAnd } from './shown-after-and';

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
  for (const { previous, previousRole, mention } of shownAfterAnd(
    context,
    roles,
    taken,
    keyFillers,
  )) {
    const isOrder = previousRole.kind === 'order' && previousRole.fn === null;
    if (isOrder && namesColumn(previous) && namesColumn(mention)) roles.set(mention, previousRole);
  }
  return roles;
}
