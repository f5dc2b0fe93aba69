import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understand } from './understand';

const model = shopModel();

const shown = (question: string) => shownColumns(model, question);

describe('columns named only to say which rows', () => {
  it('groups the column shown before "the most common among <rows>", not the rows', () => {
    const answer = understand({
      model,
      question: 'Which country is the most common among customers?',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((s) => s.expr)).toMatchObject([{ column: 'country' }]);
    expect(answer.query.groupBy).toMatchObject([{ column: 'country' }]);
  });

  it('reads "is either X or Y" as the column\'s filter, not a column to show', () => {
    expect(shown('names of customers whose country is either France or Japan')).toEqual(['name']);
  });

  it('does not show a column named again inside the clause that filters it', () => {
    expect(shown('names of customers whose home city has city "Paris"')).toEqual(['name']);
  });

  it('does not show a filtered column named inside a "that" clause', () => {
    expect(shown('What are the names of customers that live in a city with city "Paris"?')).toEqual(
      ['name'],
    );
  });

  it('still shows a filtered column asked for before the clause', () => {
    expect(shown('name and city of customers whose city is Paris')).toEqual(['name', 'city']);
  });
});
