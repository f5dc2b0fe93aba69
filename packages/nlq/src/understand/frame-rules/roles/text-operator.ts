export type TextOperator = 'contains' | 'starts_with' | 'ends_with';

const textOperators: { words: string[]; op: TextOperator }[] = [
  { words: ['start', 'with'], op: 'starts_with' },
  { words: ['starts', 'with'], op: 'starts_with' },
  { words: ['starting', 'with'], op: 'starts_with' },
  { words: ['begin', 'with'], op: 'starts_with' },
  { words: ['begins', 'with'], op: 'starts_with' },
  { words: ['beginning', 'with'], op: 'starts_with' },
  { words: ['end', 'with'], op: 'ends_with' },
  { words: ['ends', 'with'], op: 'ends_with' },
  { words: ['ending', 'with'], op: 'ends_with' },
  { words: ['contain'], op: 'contains' },
  { words: ['contains'], op: 'contains' },
  { words: ['containing'], op: 'contains' },
  { words: ['including'], op: 'contains' },
  { words: ['includes'], op: 'contains' },
  { words: ['like'], op: 'contains' },
  { words: ['substring'], op: 'contains' },
  { words: ['string'], op: 'contains' },
  { words: ['phrase'], op: 'contains' },
  { words: ['word'], op: 'contains' },
  { words: ['letter'], op: 'contains' },
];

/**
 * The text match the words before a value ask for ("starting with", "containing"), or
 * undefined when they ask for none.
 * @example textOperator(['names', 'starting', 'with']) // 'starts_with'
 */
export function textOperator(lead: string[]): TextOperator | undefined {
  return matchAtEnd(withoutLetterWord(lead)) ?? matchAtEnd(lead);
}

/** The operator whose words end `lead`. */
function matchAtEnd(lead: string[]): TextOperator | undefined {
  return textOperators.find(({ words }) =>
    words.every((word, i) => lead[lead.length - words.length + i] === word),
  )?.op;
}

/** "ending with the letter m": the operator is said before "letter". */
function withoutLetterWord(lead: string[]): string[] {
  return /^(letter|letters|character)$/.test(lead.at(-1) ?? '') ? lead.slice(0, -1) : lead;
}
