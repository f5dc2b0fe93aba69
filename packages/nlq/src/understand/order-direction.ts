import { superlativeWords } from './cues';

/**
 * Direction asked for an ordering, from words anywhere in the question: "descending",
 * "alphabetical", or "from the oldest" and the like; ascending when nothing says.
 * @example orderDirection(['sorted', 'from', 'highest', 'to', 'lowest']) // 'desc'
 */
export function orderDirection(words: string[]): 'asc' | 'desc' {
  const joined = ` ${words.join(' ')} `;
  if (/ (descending|descendingly|desc|decreasing|reverse|reversed|descend) /.test(joined))
    return 'desc';
  if (/ (ascending|ascendingly|asc|increasing|alphabetical|alphabetically|ascend) /.test(joined))
    return 'asc';
  const from = words.indexOf('from');
  if (from >= 0) {
    for (const word of words.slice(from + 1, from + 4)) {
      const direction = superlativeWords.get(word);
      if (direction) return direction;
      if (['high', 'large', 'big', 'old', 'most', 'late', 'new'].includes(word)) return 'desc';
      if (['low', 'small', 'young', 'least', 'early'].includes(word)) return 'asc';
    }
  }
  return 'asc';
}
