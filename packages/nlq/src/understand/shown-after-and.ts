import { type ReadContext, wordsBetween } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

/** A column shown on its own that follows another mention across just "and". */
export interface ShownAfterAnd {
  previous: Mention;
  previousRole: Role;
  mention: Mention;
  role: Extract<Role, { kind: 'select' }>;
}

/**
 * Each mention read as a plain shown column (not taken by another reading) that follows the
 * previous mention across "and" alone, `fillers` aside: where a role said once may spread to the
 * next column ("the average height and weight", "ordered by title and credits"). Roles are read
 * as the walk reaches them, so a role given to one column spreads on down a chain ("A and B and C").
 */
export function* shownAfterAnd(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
  fillers: ReadonlySet<string>,
): Generator<ShownAfterAnd> {
  for (const [i, mention] of context.mentions.entries()) {
    const previous = context.mentions[i - 1];
    const previousRole = previous ? roles.get(previous) : undefined;
    const role = roles.get(mention);
    if (!previous || !previousRole || role?.kind !== 'select' || taken.has(mention)) continue;
    const lead = wordsBetween(context, previous.end, mention.start).filter((w) => !fillers.has(w));
    if (lead.length === 1 && lead[0] === 'and') yield { previous, previousRole, mention, role };
  }
}
