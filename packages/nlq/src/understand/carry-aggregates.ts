import type { ReadContext } from './context';
import type { Mention } from './link';
import { namesColumn, namesMeasure } from './mention-columns';
import type { Role } from './roles';
import { shownAfterAnd } from './shown-after-and';

const articles = new Set(['the']);

/**
 * "the average height and weight", "the total deaths and damage": an aggregate word spreads over
 * a measure joined to its column by "and", so the second measure is aggregated too instead of
 * being shown (and grouped) beside the first; so does a count of different values.
 */
export function carryAggregates(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  for (const { previous, previousRole, mention, role } of shownAfterAnd(
    context,
    roles,
    taken,
    articles,
  )) {
    if (role.distinct) continue;
    const aggregates = previousRole.kind === 'aggregate' && previousRole.fn !== 'count';
    if (aggregates && namesMeasure(previous) && namesMeasure(mention))
      roles.set(mention, previousRole);
    // "the number of different series names and contents": both columns' values counted.
    const countsValues = previousRole.kind === 'count' && previousRole.distinct;
    if (countsValues && namesColumn(previous) && namesColumn(mention))
      roles.set(mention, previousRole);
  }
  return roles;
}
