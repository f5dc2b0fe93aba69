import type { TimeGrain } from '@tabletalk/contracts';
import { formatPeriod } from './time-value';

/**
 * A period as words for a sentence: `bare` after "on"/"from" ("Feb 2024", "the week of 4 Mar
 * 2024") and `within` with its preposition ("in Mar 2024", "on 4 Mar 2024").
 */
export function periodWords(date: Date, grain: TimeGrain | null): { bare: string; within: string } {
  const name = formatPeriod(date, grain);
  if (grain === 'week') return { bare: `the ${name}`, within: `in the ${name}` };
  const isDay = grain === 'day' || grain === null;
  return { bare: name, within: isDay ? `on ${name}` : `in ${name}` };
}
