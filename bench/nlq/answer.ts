import type { ScalarValue } from '@tabletalk/contracts';

/** How an answer came out: the engine's status, or `failed` when it threw. */
export type AnswerStatus = 'understood' | 'unsure' | 'declined' | 'failed';

/** One alternative reading the engine offered, compiled like the main one. */
export interface OfferedReading {
  /** Null when the reading did not compile. */
  sql: string | null;
  params: ScalarValue[];
}

/** One question's answer before it is run: the SQL to run, or why there is none. */
export interface Answer {
  status: AnswerStatus;
  interpretation: string | null;
  sql: string | null;
  params: ScalarValue[];
  /** Understanding and compiling only, in milliseconds. */
  ms: number;
  /** The decline message, or what the engine threw. */
  error: string | null;
  /** The other readings offered with an unsure answer (up to 3); empty otherwise. */
  readings: OfferedReading[];
}
