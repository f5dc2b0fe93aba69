const STOPWORDS = new Set(
  (
    'a an and are as at be by can did do does for from give how i in is it list me my of on or ' +
    'our per please show than that the their there these this to was we were what when where ' +
    'which who with you your all each every much many'
  ).split(' '),
);

/** Folds plurals so "customers" meets "customer" and "categories" meets "category". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  const keepsS = word.endsWith('ss') || word.endsWith('us') || word.endsWith('is');
  if (word.length > 3 && word.endsWith('s') && !keepsS) return word.slice(0, -1);
  return word;
}

/**
 * Splits text into comparable words: camelCase and snake_case broken apart, lower-cased,
 * accents removed, plurals folded, filler words dropped. Used only to rank tables and examples
 * by overlap with a question. Throws nothing.
 * @example toWords('OrderItems by customer_country') // ['order', 'item', 'customer', 'country']
 */
export function toWords(text: string): string[] {
  const spaced = text.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2');
  const plain = spaced.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  const words = plain.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word.length > 1 && !STOPWORDS.has(word)).map(stem);
}
