import type { ReadContext } from './context';
import type { Mention } from './link';
import { namesMeasure } from './mention-columns';
import type { Role } from './roles';

/**
 * "How many furniture components are there in total?", "how many king beds": a count of a number
 * column's things, where no table holds them one a row, adds the column up (averages it when
 * the question says "average"), instead of counting rows.
 */
export function countFigures(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  const averaged = context.tokens.some((token) => token.lower === 'average');
  for (const [mention, role] of roles) {
    if (taken.has(mention) || role.kind !== 'count' || role.distinct) continue;
    const namesTable = mention.entries.some((entry) => entry.target.kind === 'table');
    if (namesTable || !namesMeasure(mention)) continue;
    roles.set(mention, { kind: 'aggregate', fn: averaged ? 'avg' : 'sum', distinct: false });
  }
  return roles;
}
