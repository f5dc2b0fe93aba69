import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Mountain guides with their age and region. */
const model = testModel({
  tables: [
    table(
      'guide',
      ['guide_id'],
      [
        ['guide_id', 'integer', 'identifier'],
        ['guide_name', 'text', 'dimension'],
        ['region', 'text', 'dimension', ['Alps', 'Andes']],
        ['age', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');

const shown = (question: string) =>
  understoodQuery(model, question, now).select.map((item) => item.expr);

describe('understand: "how" and a measure\'s adjective', () => {
  it('shows the column the adjective names ("how old" → age)', () => {
    expect(shown('How old is the guide from the Alps?')).toEqual([
      { kind: 'column', table: 'guide', column: 'age' },
    ]);
  });

  it('averages it when the question says "average"', () => {
    expect(shown('On average, how old are the guides from the Andes?')).toMatchObject([
      { kind: 'aggregate', fn: 'avg', arg: { column: 'age' } },
    ]);
  });
});
