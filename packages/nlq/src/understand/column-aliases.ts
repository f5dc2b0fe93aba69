/** Kinds of telephone line: "cell_number" is a phone number, said "cell phone". */
const phoneLines = new Set(['cell', 'mobile', 'home', 'work', 'office', 'fax', 'contact']);

/**
 * Other ways people say a column's name: a number of a kind of phone line is that phone
 * ("cell_number" → "cell phone"), and a phone of one is its number ("home_phone" → "home number").
 */
export function columnAliases(words: string[]): string[][] {
  const [first, second] = words;
  if (words.length !== 2 || !first || !phoneLines.has(first)) return [];
  if (second === 'number') return [[first, 'phone']];
  if (second === 'phone') return [[first, 'number']];
  return [];
}
