import type { Relationship } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const refers: Relationship = {
  fromTable: 'review',
  fromColumns: ['lighthouse_id'],
  toTable: 'lighthouse',
  toColumns: ['lighthouse_id'],
  kind: 'foreign_key',
  confidence: 1,
};

/** Lighthouses, the year each was lit, and visitors' reviews of them. */
const model = testModel({
  tables: [
    table(
      'lighthouse',
      ['lighthouse_id'],
      [
        ['lighthouse_id', 'integer', 'identifier'],
        ['lighthouse_name', 'text', 'dimension'],
        ['lit_year', 'integer', 'dimension'],
        ['height', 'decimal', 'measure'],
        ['established', 'decimal', 'measure'],
      ],
    ),
    table(
      'review',
      ['review_id'],
      [
        ['review_id', 'integer', 'identifier'],
        ['lighthouse_id', 'integer', 'identifier'],
        ['stars', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [refers],
});
const now = new Date('2026-11-27T12:00:00Z');

/** Each comparison of the question's filters, nested ones too, as "operator column". */
function compared(question: string): string[] {
  const filters: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const { kind, op, left } = node as { kind?: string; op?: string; left?: { column?: string } };
    if ((kind === 'compare' || kind === 'between') && left?.column)
      filters.push(`${op ?? kind} ${left.column}`);
    Object.values(node).forEach(visit);
  };
  visit(understoodQuery(model, question, now).where);
  return filters;
}

describe('understand: a range of numbers', () => {
  it('keeps the minus of a negative bound ("between -50 and 50")', () => {
    expect(
      understoodQuery(model, 'Which lighthouses have a height between -50 and 50?', now).where,
    ).toMatchObject([{ kind: 'between', left: { column: 'height' }, low: -50, high: 50 }]);
  });

  it('compares the numeric column named before "between"', () => {
    expect(compared('Which lighthouses have a height between 30 and 50?')).toEqual([
      'between height',
    ]);
  });

  it('reads a range named as such ("in the range of 30 and 50", "within the range 30 to 50")', () => {
    expect(compared('Which lighthouses have a height in the range of 30 and 50?')).toEqual([
      'between height',
    ]);
    expect(compared('List the lighthouses whose height is within the range 30 to 50.')).toEqual([
      'between height',
    ]);
  });

  it('compares the column named after the range ("between 3 and 5 stars")', () => {
    expect(compared('Name the lighthouses that have between 3 and 5 stars.')).toEqual([
      'between stars',
    ]);
  });

  it('reads two years as a time column, the one its verb names', () => {
    expect(compared('Which lighthouses were lit between 1850 and 1870?')).toEqual([
      'gte lit_year',
      'lte lit_year',
    ]);
  });

  it('never compares a text column with a range', () => {
    expect(compared('Name the lighthouses that keepers tend between 10 and 20 hours.')).toEqual([]);
  });
});

describe('understand: a year said with the participle a column is named by', () => {
  it('compares the column named "established" for "established after 1900"', () => {
    expect(compared('Which lighthouses were established after 1900?')).toEqual(['gt established']);
  });
});
