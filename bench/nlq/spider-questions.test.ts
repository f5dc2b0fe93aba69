import { describe, expect, it } from 'vitest';
import { parseSpiderQuestions } from './spider-questions';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    id: 1,
    db_id: 'pets_1',
    question: 'How many pets?',
    gold_sql: 'SELECT count(*) FROM pets',
    hardness: 'easy',
    ...fields,
  });

describe('parseSpiderQuestions', () => {
  it('reads one question a line and skips blank lines', () => {
    const questions = parseSpiderQuestions(
      `${line({})}\n\n${line({ id: 2, hardness: 'extra' })}\n`,
    );
    expect(questions).toEqual([
      {
        id: 1,
        dbId: 'pets_1',
        question: 'How many pets?',
        goldSql: 'SELECT count(*) FROM pets',
        hardness: 'easy',
      },
      {
        id: 2,
        dbId: 'pets_1',
        question: 'How many pets?',
        goldSql: 'SELECT count(*) FROM pets',
        hardness: 'extra',
      },
    ]);
  });

  it('names the line that is not JSON', () => {
    expect(() => parseSpiderQuestions(`${line({})}\n{oops`)).toThrow('line 2 is not JSON');
  });

  it('names the line and field that is wrong', () => {
    expect(() => parseSpiderQuestions(line({ hardness: 'trivial' }))).toThrow('line 1: hardness');
  });
});
