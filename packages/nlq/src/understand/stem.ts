/**
 * A light English stemmer for loose name matching: strips common inflection and derivation
 * endings so that "produced", "producing" and "production" share "produc". Not a full Porter
 * stemmer: short words are left alone, since there a wrong cut costs more than a missed match.
 */
export function stem(word: string): string {
  // "aged" is the age, "sized" the size: short participles of a noun.
  if (/^[a-z]{2,4}ed$/.test(word) && word.length <= 5) return word.slice(0, -1);
  if (word.length <= 4 || !/^[a-z]+$/.test(word)) return word;
  for (const ending of [
    'ations',
    'ation',
    'ings',
    'ing',
    'ions',
    'ion',
    'ures',
    'ure',
    'als',
    'al',
    'ors',
    'or',
    'ers',
    'er',
    'ed',
    'ly',
    'es',
    's',
    'e',
  ]) {
    if (word.endsWith(ending) && word.length - ending.length >= 4)
      return word.slice(0, -ending.length);
  }
  return word;
}
