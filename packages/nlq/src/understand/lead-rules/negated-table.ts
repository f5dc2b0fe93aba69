import type { LeadRule } from './lead-reading';

/** "students who do not have a pet": a table after a negation asks for rows without its rows. */
export const negatedTableCue: LeadRule = ({ lead, isTable, hasNegation }) =>
  hasNegation && isTable && !lead.includes('than') ? { kind: 'related', negate: true } : null;
