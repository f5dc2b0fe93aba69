import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'lecture',
      ['lecture_id'],
      [
        ['lecture_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['faculty', 'text', 'dimension', ['Statistics', 'Psychology', 'History']],
      ],
    ),
  ],
  relationships: [],
});
const lecture = model.tables[0];
const title = lecture?.columns.find((c) => c.name === 'title');
if (title) title.stats.distinctCount = 40;

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('a denied value after an asked one ("A but not B")', () => {
  it('denies the values shown that rows with it hold, when values shown repeat', () => {
    const query = read(
      'What are the titles of lectures in the Statistics faculty but not the Psychology faculty?',
    );
    expect(query.distinct).toBe(true);
    expect(query.where).toMatchObject([
      { kind: 'compare', left: { column: 'faculty' }, op: 'eq', value: 'Statistics' },
      {
        kind: 'exists',
        negate: true,
        from: { name: 'lecture' },
        correlate: [{ left: { column: 'title' }, right: { table: 'lecture', column: 'title' } }],
        where: [{ kind: 'compare', left: { column: 'faculty' }, op: 'eq', value: 'Psychology' }],
      },
    ]);
  });

  it('denies the values counted apart, not the rows counted', () => {
    const query = read(
      'How many distinct titles of lectures are in the Statistics faculty but not the Psychology faculty?',
    );
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'count_distinct' },
    ]);
    expect(query.where).toMatchObject([
      { kind: 'compare', value: 'Statistics' },
      {
        kind: 'exists',
        negate: true,
        correlate: [{ left: { column: 'title' }, right: { table: 'lecture', column: 'title' } }],
      },
    ]);
  });
});
