import type { Answer } from '@tabletalk/contracts';

/**
 * Who wrote an answer's SQL, in words, for "How this was answered". Answers stored before the
 * field existed have no `origin`: they were the engine's.
 */
export function originText(answer: Pick<Answer, 'origin'>): string {
  switch (answer.origin) {
    case 'model':
      return 'The language model, because Tabletalk was not sure how to read the question';
    case 'edited':
      return 'You (edited SQL)';
    default:
      return "Tabletalk's question engine";
  }
}

/** Why an answer without a structured query has no column and filter chips to edit. */
export function noChipsText(answer: Pick<Answer, 'origin'>): string {
  return answer.origin === 'edited'
    ? 'This SQL was edited by hand, so there are no chips to edit.'
    : 'The SQL was written by the language model, so there are no chips to edit.';
}
