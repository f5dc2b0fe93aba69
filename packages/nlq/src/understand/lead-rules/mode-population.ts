import { previousMention } from '../context';
import { modeWords } from '../cues';
import { frequencyAfter, onlyNamesRows } from '../read-trailing-modes';
import type { LeadRule } from './lead-reading';
import { fillers } from './lead-words';

/** Words that say over which rows a frequency is taken ("most common among players"). */
const populationWords = new Set(['among', 'amongst', 'across', 'in', 'for']);

/** Superlatives of a frequency and the direction they sort in. */
const directions = new Map<string, 'asc' | 'desc'>([
  ['most', 'desc'],
  ['least', 'asc'],
]);

/**
 * "the genre that is most frequent across all tracks", "the position that is most common among
 * players": the span after a frequency and "among"/"across" names the rows counted, not a value
 * to group by. A table is ranked by how many of its rows each value has (the genre with the most
 * tracks), or only names the rows when the column before takes the frequency itself ("the city
 * most common among customers"); a column names those rows and adds nothing of its own.
 */
export const modePopulationCue: LeadRule = ({ context, mention, lead, isTable }) => {
  const index = lead.findLastIndex((word) => populationWords.has(word));
  if (index < 2 || !lead.slice(index + 1).every((word) => fillers.has(word))) return null;
  const before = lead.slice(0, index);
  const mode = before.findLastIndex((word) => modeWords.has(word));
  if (mode < 1 || mode < index - 2) return null;
  const direction = directions.get(before[mode - 1] ?? '');
  if (!direction) return null;
  if (!isTable) return { kind: 'consumed' };
  const previous = previousMention(context, mention);
  const previousTakesMode =
    previous?.entries[0]?.target.kind === 'column' &&
    !onlyNamesRows(previous) &&
    frequencyAfter(context, previous) !== null;
  return previousTakesMode ? { kind: 'entity' } : { kind: 'argmax', direction, count: true };
};
