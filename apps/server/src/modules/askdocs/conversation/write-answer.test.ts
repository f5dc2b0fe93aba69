import { describe, expect, it } from 'vitest';
import type { AnswerPassage } from './answer-passages';
import type { ScoredSentence } from './pick-sentences';
import { NOTHING_FOUND_ANSWER, writeAnswer } from './write-answer';

function passage(id: string, documentId: string, page: number): AnswerPassage {
  return {
    id,
    documentId,
    fileName: `${documentId}.pdf`,
    title: documentId,
    page,
    position: page,
    text: '',
    score: 1,
    snippet: '',
    highlights: [],
  };
}

const p1 = passage('p1', 'handbook', 2);
const p2 = passage('p2', 'expenses', 1);
const said = (text: string, from: AnswerPassage, index = 0): ScoredSentence => ({
  text,
  lexemes: new Set(),
  passage: from,
  rank: 0,
  index,
  relevance: 1,
});
const sentences = [
  said('Holidays are 25 days [3].', p1),
  said('They carry over.', p1, 1),
  said('Trips are paid back.', p2),
];

describe('writeAnswer', () => {
  it('ends each sentence with its passage’s marker, citations in the order first cited', () => {
    const written = writeAnswer(sentences, 'concise');
    expect(written.answer).toBe(
      'Holidays are 25 days (3). [1] They carry over. [1] Trips are paid back. [2]',
    );
    expect(written.citations).toEqual([
      {
        documentId: 'handbook',
        fileName: 'handbook.pdf',
        page: 2,
        passageId: 'p1',
        snippet: 'Holidays are 25 days (3). … They carry over.',
      },
      {
        documentId: 'expenses',
        fileName: 'expenses.pdf',
        page: 1,
        passageId: 'p2',
        snippet: 'Trips are paid back.',
      },
    ]);
  });

  it('writes a paragraph per document when detailed, a "- " line per sentence for bullets', () => {
    expect(writeAnswer(sentences, 'detailed').answer).toBe(
      'Holidays are 25 days (3). [1] They carry over. [1]\n\nTrips are paid back. [2]',
    );
    expect(writeAnswer(sentences, 'bullets').answer).toBe(
      '- Holidays are 25 days (3). [1]\n- They carry over. [1]\n- Trips are paid back. [2]',
    );
  });

  it('says plainly that nothing was found, citing nothing', () => {
    expect(writeAnswer([], 'detailed')).toEqual({ answer: NOTHING_FOUND_ANSWER, citations: [] });
  });
});
