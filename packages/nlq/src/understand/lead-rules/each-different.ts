import type { LeadRule } from './lead-reading';

/** "for different (numbers of) cylinders": one row per value, even after "number of". */
export const eachDifferentCue: LeadRule = ({ lead }) =>
  /\b(for|by|across|per) (all )?(the )?(each |every )?(different|various|distinct)\b/.test(
    lead.join(' '),
  )
    ? { kind: 'group' }
    : null;
