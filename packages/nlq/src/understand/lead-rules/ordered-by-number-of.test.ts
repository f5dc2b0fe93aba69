import { describe, expect, it } from 'vitest';
import { table, testModel } from '../../test-support/shop-model';
import { understoodQuery } from '../../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

const kennels = testModel({
  tables: [
    table(
      'dogs',
      ['dog_id'],
      [
        ['dog_id', 'integer', 'identifier'],
        ['breed', 'text', 'dimension', ['Beagle', 'Collie', 'Poodle']],
        ['weight', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

const readKennels = (question: string) => understoodQuery(kennels, question, now);

describe('orderedByNumberOfCue: a count', () => {
  it('orders groups by their count after "sorted by the number of"', () => {
    const query = readKennels(
      'Show each breed and the number of dogs, sorted by the number of dogs.',
    );
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'asc' },
    ]);
  });

  it('reads "in descending order of the number of" the same way, counting without showing', () => {
    const query = readKennels('List the breeds in descending order of the number of dogs.');
    expect(query.groupBy).toMatchObject([{ kind: 'column', column: 'breed' }]);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'desc' },
    ]);
  });
});

const lighthouses = testModel({
  tables: [
    table(
      'lighthouses',
      ['lighthouse_id'],
      [
        ['lighthouse_id', 'integer', 'identifier'],
        ['keeper_name', 'text', 'dimension'],
        ['visitors', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

const readLighthouses = (question: string) => understoodQuery(lighthouses, question, now);

describe('orderedByNumberOfCue: a measure', () => {
  it('orders by a measure said as "number of", neither counting nor showing it', () => {
    const query = readLighthouses(
      'List the keeper names in ascending order of number of visitors.',
    );
    expect(
      query.select.map((s) => (s.expr.kind === 'column' ? s.expr.column : s.expr.kind)),
    ).toEqual(['keeper_name']);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'visitors' }, direction: 'asc' },
    ]);
  });

  it('reads "ordered descending by amount of" the same way', () => {
    const query = readLighthouses(
      'Show the keeper names, ordered descending by amount of visitors.',
    );
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'visitors' }, direction: 'desc' },
    ]);
  });
});
