import type { LeadRule } from './lead-reading';

/**
 * "students who do not have a pet": a table after a negation asks for rows without its rows; so
 * does a column of another table ("members not in charge of any event", "people who do not have
 * friends"), whose rows hold it.
 */
export const negatedTableCue: LeadRule = ({ mention, lead, isTable, hasNegation }) => {
  const isColumn = mention.entries[0]?.target.kind === 'column';
  return hasNegation && (isTable || isColumn) && !lead.includes('than')
    ? { kind: 'related', negate: true }
    : null;
};
