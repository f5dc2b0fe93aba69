import type { SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

const relativeWords = new Set(['who', 'that', 'which', 'whose', 'where']);
const shownKinds = new Set(['select', 'aggregate', 'mode']);

/**
 * Whether the words after `start` keep rows by a value or a number ("from the Math department",
 * "in 2014"): such a clause lists each matching row of its own table, as a join does, so the
 * focus stays there.
 */
function keepsByValue(context: ReadContext, entries: [Mention, Role][], start: number): boolean {
  const valueRoles = entries.some(
    ([m, role]) =>
      m.start >= start && ((role.kind === 'filter' && !role.negate) || role.kind === 'compare'),
  );
  return valueRoles || context.tokens.slice(start).some((token) => token.kind === 'number');
}

/**
 * "the names of technicians who have not been assigned to repair machines": a column said with
 * its table ("names of technicians", "technician names") names the rows asked about; a table
 * named later, inside a relative clause about those rows, does not. Returns the subject's table
 * when `entity` lies in such a clause that keeps rows by no value, else undefined.
 */
export function subjectBeforeClause(
  context: ReadContext,
  entries: [Mention, Role][],
  entity: Mention,
): SemanticTable | undefined {
  const subject = entries.find(
    ([m, role]) =>
      shownKinds.has(role.kind) && m.end <= entity.start && m.entries[0]?.viaTable === true,
  )?.[0];
  const table = subject?.entries[0]?.target.table;
  if (!subject || !table) return undefined;
  const between = context.tokens.slice(subject.end, entity.start).map((t) => t.lower);
  const inClause = between.some((word) => relativeWords.has(word));
  return inClause && !keepsByValue(context, entries, subject.end) ? table : undefined;
}
