import type { LeadRule } from './lead-reading';

/** A value or a literal ("France", "'Paris'") filters the rows; after a negation, excludes them. */
export const valueCue: LeadRule = ({ mention, hasNegation }) => {
  const isValue = mention.isLiteral || mention.entries[0]?.target.kind === 'value';
  return isValue ? { kind: 'filter', negate: hasNegation } : null;
};
