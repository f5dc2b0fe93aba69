import type { ReadContext } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

/** Words that point back at something already named ("in that year", "of the same city"). */
const pointingBack = new Set(['that', 'this', 'those', 'these', 'same']);

/**
 * "the opening years and the number of churches opened in that year": a span after "that" whose
 * head word an earlier span already said points back at it; it shows nothing new.
 */
export function dropPointedBack(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  const lemmas = (m: Mention) => context.tokens.slice(m.start, m.end).map((token) => token.lemma);
  context.mentions.forEach((mention, i) => {
    if (taken.has(mention) || roles.get(mention)?.kind !== 'select') return;
    if (!pointingBack.has(context.tokens[mention.start - 1]?.lower ?? '')) return;
    const head = lemmas(mention).at(-1) ?? '';
    const earlier = context.mentions
      .slice(0, i)
      .some((m) => !m.isLiteral && lemmas(m).includes(head));
    if (earlier) roles.set(mention, { kind: 'consumed' });
  });
  return roles;
}
