import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understand } from './understand';

/** A library's books; "shelf details" is a column whose name holds a whole-row noun. */
const model = testModel({
  tables: [
    table(
      'books',
      ['book_id'],
      [
        ['book_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['genre', 'text', 'dimension', ['Poetry', 'Drama', 'Essay']],
        ['pages', 'integer', 'measure'],
        ['shelf_details', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [],
});

const shown = (question: string) => shownColumns(model, question);

describe('questions asking for everything about rows', () => {
  it('shows every column for "all the information about"', () => {
    expect(shown('List all the information about books in the Poetry genre.')).toEqual([
      'book_id',
      'title',
      'genre',
      'pages',
      'shelf_details',
    ]);
  });

  it('shows every column for "all information about each book", with no grouping', () => {
    const answer = understand({ model, question: 'Show all information about each book.' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select).toHaveLength(5);
    expect(answer.query.groupBy).toEqual([]);
  });

  it('shows every column for "the information of", ordered as asked', () => {
    const answer = understand({
      model,
      question: 'Show the information of books ordered by pages.',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select).toHaveLength(5);
    expect(answer.query.orderBy).toHaveLength(1);
  });

  it('reads a column named with a whole-row noun as that column', () => {
    expect(shown('What are the titles and shelf details of all books?')).toEqual([
      'title',
      'shelf_details',
    ]);
  });
});
