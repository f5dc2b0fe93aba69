import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = testModel({
  tables: [
    keyed('show', 'show_id', [
      ['title', 'text', 'dimension'],
      ['revenue', 'decimal', 'measure'],
    ]),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: an aggregate word before plain words the column name does not take', () => {
  it('averages the column named three plain words after "average"', () => {
    const query = understoodQuery(
      model,
      'What is the average weekly box office revenue of shows?',
      now,
    );
    expect(query.select).toMatchObject([{ expr: { kind: 'aggregate', fn: 'avg' } }]);
  });
});
