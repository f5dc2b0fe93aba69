import type { ReadContext } from '../context';
import type { Mention } from '../link';
import type { Role } from '../roles';

/** What every lead rule reads: a span and the cue words just before it. */
export interface LeadReading {
  context: ReadContext;
  mention: Mention;
  /** The words between the previous span and this one. */
  lead: string[];
  /** `lead` without its trailing filler words ("average of the" → "average"). */
  trimmed: string[];
  /** Every word of the question, lowercase. */
  allWords: string[];
  /** Whether the span's best reading is a table. */
  isTable: boolean;
  /** Whether the lead holds a negation ("not", "without", "do not"). */
  hasNegation: boolean;
}

/** One cue: the role its words give the span, or null to leave the span to later rules. */
export type LeadRule = (reading: LeadReading) => Role | null;
