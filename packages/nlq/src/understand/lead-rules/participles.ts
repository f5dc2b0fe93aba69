const irregularParticiples = new Set([
  'made',
  'written',
  'built',
  'done',
  'owned',
  'held',
  'run',
  'taken',
  'given',
  'seen',
  'sung',
  'drawn',
  'driven',
  'won',
  'led',
  'sold',
  'bought',
  'taught',
  'known',
  'shown',
  'flown',
  'lost',
  'paid',
  'spent',
  'sent',
  'found',
]);

/** Whether a word is a past participle, after which "by" names the doer, not a grouping. */
export function isParticiple(word: string): boolean {
  return (word.length > 4 && word.endsWith('ed')) || irregularParticiples.has(word);
}
