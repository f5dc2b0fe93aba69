import type { ReadContext } from './context';
import type { Mention } from './link';
import { namesNumberColumn } from './mention-columns';
import type { Role } from './roles';

/** Words before a number of rows to keep, and the order they keep. */
const rankOpeners = new Map<string, 'asc' | 'desc'>([
  ['top', 'desc'],
  ['bottom', 'asc'],
]);

/**
 * "the mountains with the top 3 prominence", "the bottom 5 scores": a numeric column right
 * after "top N" is what the rows are ranked by, not a column to show.
 */
export function readTopColumns(context: ReadContext): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  const words = context.tokens.map((token) => token.lower);
  context.tokens.forEach((token, index) => {
    const direction = rankOpeners.get(words[index - 1] ?? '');
    if (token.kind !== 'number' || !direction) return;
    const next = context.mentions.find((m) => m.start === index + 1);
    if (next && namesNumberColumn(next)) roles.set(next, { kind: 'order', direction, fn: null });
  });
  return roles;
}
