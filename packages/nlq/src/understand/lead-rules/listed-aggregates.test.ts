import { describe, expect, it } from 'vitest';
import { shopModel } from '../../test-support/shop-model';
import { understand } from '../understand';
import { listedAggregates } from './listed-aggregates';

describe('aggregates listed before a span', () => {
  it('reads a list ending right before the span', () => {
    expect(listedAggregates(['the', 'average', 'minimum', 'and', 'maximum'])).toEqual([
      'avg',
      'min',
      'max',
    ]);
  });

  it('reads a list ending before the noun it qualifies', () => {
    expect(listedAggregates(['the', 'maximum', 'and', 'minimum', 'number'])).toEqual([
      'max',
      'min',
    ]);
  });

  it('shows both aggregates of "the maximum and minimum amount of"', () => {
    const answer = understand({
      model: shopModel(),
      question: 'What are the maximum and minimum amount of revenue of orders?',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((s) => s.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'max' },
      { kind: 'aggregate', fn: 'min' },
    ]);
  });

  it('shows each aggregate listed before "number of" a count column', () => {
    const answer = understand({
      model: shopModel(),
      question: 'List the maximum, minimum and average number of quantity of orders.',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((s) => s.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'max' },
      { kind: 'aggregate', fn: 'min' },
      { kind: 'aggregate', fn: 'avg' },
    ]);
  });
});
