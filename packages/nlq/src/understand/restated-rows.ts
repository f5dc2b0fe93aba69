import { type ReadContext, wordsBetween } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

/** Whether two spans name the same column (or the same table). */
function sameName(a: Mention, b: Mention): boolean {
  const [x, y] = [a.entries[0]?.target, b.entries[0]?.target];
  if (!x || !y || x.kind !== y.kind || x.table !== y.table || x.kind === 'value') return false;
  return x.kind === 'table' || (y.kind === 'column' && x.column === y.column);
}

/**
 * "countries that have both players with position Forward and players with position Defender":
 * a span shown that restates, after "and", a span read as the rows had names those rows again,
 * not a column to show.
 */
export function restatedRelatedRows(
  context: ReadContext,
  roles: Map<Mention, Role>,
): Map<Mention, Role> {
  for (const mention of context.mentions) {
    if (roles.get(mention)?.kind !== 'select') continue;
    const had = context.mentions.find((earlier) => {
      const role = roles.get(earlier);
      return (
        earlier.end <= mention.start &&
        role?.kind === 'related' &&
        !role.negate &&
        sameName(earlier, mention) &&
        wordsBetween(context, earlier.end, mention.start).includes('and')
      );
    });
    const role = had && roles.get(had);
    if (role) roles.set(mention, role);
  }
  return roles;
}
