import type { ReadContext } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

const emptyWords = new Set(['empty', 'missing', 'null', 'blank', 'unknown', 'unset']);

/**
 * "orders whose region is empty", "customers with no email", "where the phone is not missing":
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
    const before = words.slice(Math.max(0, mention.start - 2), mention.start).join(' ');
    if (/(^| )(with no|without|missing|no)$/.test(before) || before === 'without')
      roles.set(mention, { kind: 'empty', negate: false });
  }
  return roles;
}
