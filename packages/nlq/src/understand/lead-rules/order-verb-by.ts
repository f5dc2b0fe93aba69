import { orderDirection } from '../order-direction';
import type { LeadRule } from './lead-reading';
import { articles } from './lead-words';

/**
 * "order the results by the level", "sort employee names by their age": an ordering verb a
 * few words before "by".
 */
export const orderVerbByCue: LeadRule = ({ mention, lead, allWords }) => {
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
  const hasOrderVerb = allWords
    .slice(Math.max(0, byAt - 6), byAt)
    .some((w) => /^(order|ordered|sort|sorted|rank|ranked|arrange|arranged)$/.test(w));
  return endsWithBy && hasOrderVerb
    ? { kind: 'order', direction: orderDirection(allWords), fn: null }
    : null;
};
