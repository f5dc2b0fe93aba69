import type { LeadRule } from './lead-reading';

/** A table with no other cue names the rows themselves. */
export const tableCue: LeadRule = ({ isTable }) => (isTable ? { kind: 'entity' } : null);
