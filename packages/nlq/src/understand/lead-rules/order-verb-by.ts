import { orderDirection } from '../order-direction';
import type { LeadRule } from './lead-reading';
import { articles } from './lead-words';

/**
 * "order the results by the level", "sort employee names by their age": an ordering verb a
 * few words before "by".
 */
export const orderVerbByCue: LeadRule = ({ context, mention, lead, allWords }) => {
  const by = lead.lastIndexOf('by');
  const byAt = mention.start - lead.length + by;
  const endsWithBy =
    by >= 0 &&
    lead
      .slice(by + 1)
      .every(
        (w) =>
          articles.has(w) ||
          /^(their|its|his|her|ascending|descending|increasing|decreasing)$/.test(w),
      );
  // "average order value by segment": an "order" inside a linked name is a noun, not the verb.
  const inName = (index: number) =>
    context.mentions.some((m) => !m.isLiteral && index >= m.start && index < m.end);
  const hasOrderVerb = allWords
    .slice(Math.max(0, byAt - 6), byAt)
    .some(
      (w, i) =>
        /^(order|ordered|sort|sorted|rank|ranked|arrange|arranged)$/.test(w) &&
        !inName(Math.max(0, byAt - 6) + i),
    );
  return endsWithBy && hasOrderVerb
    ? { kind: 'order', direction: orderDirection(allWords), fn: null }
    : null;
};
