import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';
import { understand } from './understand';

/** A choir's singers. */
const model = testModel({
  tables: [
    table(
      'singers',
      ['singer_id'],
      [
        ['singer_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
        ['voice', 'text', 'dimension', ['Alto', 'Tenor', 'Bass']],
      ],
    ),
  ],
  relationships: [],
});

/** The text matches of the where clause as `column op value`. */
function textMatches(question: string): string[] {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  const { where }: StructuredQuery = answer.query;
  return where.flatMap((condition) =>
    condition.kind === 'text'
      ? [`${condition.left.column} ${condition.op} ${condition.value}`]
      : [],
  );
}

describe('a single letter to match', () => {
  it('matches a lower-case letter anywhere in the column named after it', () => {
    expect(textMatches('Which singers have the letter a in their first names?')).toEqual([
      'first_name contains a',
    ]);
  });

  it('keeps the operator said before "the letter"', () => {
    expect(textMatches('List the singers whose first name is ending with the letter m.')).toEqual([
      'first_name ends_with m',
    ]);
  });

  it('reads a quoted text "in part of their" column as a part of that column', () => {
    expect(textMatches('Which singers have "ann" in part of their first names?')).toEqual([
      'first_name contains ann',
    ]);
  });

  it('reads "the string" and "the phrase" before a quoted text as a part to match', () => {
    expect(textMatches("Which singers have a first name with the phrase 'ann'?")).toEqual([
      'first_name contains ann',
    ]);
    expect(textMatches("What are the first names that include the string 'ann'?")).toEqual([
      'first_name contains ann',
    ]);
  });

  it('reads the lower-case word after "the word" as a part to match', () => {
    expect(textMatches('Which singers have the word ann in their first names?')).toEqual([
      'first_name contains ann',
    ]);
  });

  it('reads a quoted text right after "has" or "include" as a part to match', () => {
    expect(textMatches("Which singers' first name has 'ann'?")).toEqual([
      'first_name contains ann',
    ]);
    expect(textMatches("List the singers whose first names include 'ann'.")).toEqual([
      'first_name contains ann',
    ]);
  });
});

/** Singers and their exams, whose grades are single letters. */
const graded = testModel({
  tables: [
    table(
      'singers',
      ['singer_id'],
      [
        ['singer_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
      ],
    ),
    table(
      'exams',
      ['exam_id'],
      [
        ['exam_id', 'integer', 'identifier'],
        ['singer_id', 'integer', 'identifier'],
        ['grade', 'text', 'dimension', ['A', 'B', 'C']],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'exams',
      fromColumns: ['singer_id'],
      toTable: 'singers',
      toColumns: ['singer_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('a letter that is also a value of another column', () => {
  it('matches the letter in the column named before it, not the column holding it whole', () => {
    const query = understoodQuery(
      graded,
      'Find the first names of singers whose first names contain letter "a".',
      new Date('2026-01-01'),
    );
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([
      { kind: 'text', left: { column: 'first_name' }, op: 'contains', value: 'a' },
    ]);
  });
});
