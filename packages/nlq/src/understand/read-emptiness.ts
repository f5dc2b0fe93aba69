import type { ReadContext } from './context';
import { eventParticiple } from './lexicon';
import type { Mention } from './link';
import type { Role } from './roles';

const emptyWords = new Set(['empty', 'missing', 'null', 'blank', 'unknown', 'unset']);

/**
 * "orders whose region is empty", "customers with no email", "employees with null commissions",
 * "where the phone is not missing":
 * a column tested for having no value (or, negated, for having one).
 */
export function readEmptiness(context: ReadContext): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  const words = context.tokens.map((token) => token.lower);
  for (const mention of context.mentions) {
    if (mention.entries[0]?.target.kind !== 'column') continue;
    const after = words.slice(mention.end, mention.end + 3);
    const verb = after[0] === 'is' || after[0] === 'are';
    if (verb && emptyWords.has(after[1] ?? ''))
      roles.set(mention, { kind: 'empty', negate: false });
    else if (verb && after[1] === 'not' && emptyWords.has(after[2] ?? ''))
      roles.set(mention, { kind: 'empty', negate: true });
    const before = words.slice(Math.max(0, mention.start - 3), mention.start).join(' ');
    const emptyBefore = /(^| )(with|having|has|have) (null|empty|blank)$/.test(before);
    if (/(^| )(with no|without|missing|no)$/.test(before) || before === 'without' || emptyBefore)
      roles.set(mention, { kind: 'empty', negate: false });
    const happened = eventHappened(context, mention, before);
    if (happened !== null) roles.set(mention, { kind: 'empty', negate: happened });
  }
  return roles;
}

/**
 * "orders that have not shipped yet", "never closed", "orders that have shipped": the participle
 * naming a date column ("shipped_date") asks for the rows where the event has a date (true) or,
 * denied, has none (false). Null when the span is not such a participle, or is followed by more
 * than "yet" or "already" ("shipped in 2024" is read as a date).
 */
function eventHappened(context: ReadContext, mention: Mention, before: string): boolean | null {
  const entry = mention.entries[0];
  if (entry?.target.kind !== 'column') return null;
  if (eventParticiple(entry.target.column) !== context.tokens[mention.start]?.lower) return null;
  if (/(^| )(not|never|yet)( been)?$/.test(before)) return false;
  const next = context.tokens[mention.end]?.lower;
  const isLast = next === undefined || next === 'yet' || next === 'already' || /^\W+$/.test(next);
  return isLast && /(^| )(have|has|had|been|was|were|already)$/.test(before) ? true : null;
}
