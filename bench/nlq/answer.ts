import type { ScalarValue } from '@tabletalk/contracts';

/** How an answer came out: the engine's status, or `failed` when it threw. */
export type AnswerStatus = 'understood' | 'unsure' | 'declined' | 'failed';

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
}
