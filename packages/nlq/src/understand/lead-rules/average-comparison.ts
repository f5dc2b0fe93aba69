import { comparisonPhrases } from '../cues';
import type { LeadRule } from './lead-reading';
import { endsWithPhrase } from './lead-words';

/** "with a weight above average": a comparison before the span, in a question about an average. */
export const averageComparisonCue: LeadRule = ({ trimmed, allWords }) => {
  const phrase = endsWithPhrase(
    trimmed,
    comparisonPhrases.map((c) => c.words),
  );
  const op = phrase ? comparisonPhrases.find((c) => c.words === phrase)?.op : undefined;
  return op && allWords.includes('average') ? { kind: 'compare_aggregate', op, fn: 'avg' } : null;
};
