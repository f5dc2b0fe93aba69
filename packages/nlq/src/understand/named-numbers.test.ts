import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A clinic: guests stay in wards; offices have a room written as text ("268"). */
const offices = table(
  'office',
  ['office_id'],
  [
    ['office_id', 'integer', 'identifier'],
    ['phone', 'text', 'dimension'],
    ['room', 'text', 'dimension'],
  ],
);
for (const column of offices.columns)
  if (column.name === 'room') column.stats = { ...column.stats, min: '101', max: '318' };
const model = testModel({
  tables: [
    table(
      'ward',
      ['ward_number'],
      [
        ['ward_number', 'integer', 'identifier'],
        ['floor', 'integer', 'dimension'],
      ],
    ),
    table(
      'guest',
      ['guest_id'],
      [
        ['guest_id', 'integer', 'identifier'],
        ['guest_name', 'text', 'dimension'],
        ['ward_number', 'integer', 'identifier'],
        ['arrived', 'date', 'time'],
      ],
    ),
    offices,
  ],
  relationships: [refers('guest', 'ward_number', 'ward')],
});
const now = new Date('2026-11-27T12:00:00Z');

/** Each comparison of the question's filters, nested ones too, as "column operator value". */
function compared(question: string): string[] {
  const filters: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const { kind, op, left, value } = node as {
      kind?: string;
      op?: string;
      left?: { column?: string };
      value?: unknown;
    };
    if (kind === 'compare' && left?.column)
      filters.push(`${left.column} ${op} ${JSON.stringify(value)}`);
    Object.values(node).forEach(visit);
  };
  visit(understoodQuery(model, question, now).where);
  return filters;
}

describe('understand: a number right after a name', () => {
  it('picks a table\'s rows by key ("ward 12")', () => {
    expect(compared('Which guests stay in ward 12?')).toEqual(['ward_number eq 12']);
  });

  it('compares a text column holding numbers with the number as text ("room 268")', () => {
    expect(compared('Give the phones of offices in room 268.')).toEqual(['room eq "268"']);
  });

  it('is not a limit when a superlative follows ("in ward 11 most recently")', () => {
    const query = understoodQuery(model, 'Which guest stayed in ward 11 most recently?', now);
    expect(query.limit).not.toBe(11);
  });
});

describe('understand: a number a text column holds among its values', () => {
  const depot = testModel({
    tables: [
      table(
        'parcel',
        ['parcel_id'],
        [
          ['parcel_id', 'integer', 'identifier'],
          ['sender', 'text', 'dimension'],
          ['postal_code', 'text', 'dimension', ['T2P 5M5', '70174', 'SW1V 3EN']],
        ],
      ),
    ],
    relationships: [],
  });
  const where = (question: string) => understoodQuery(depot, question, now).where;

  it('compares the column with the number as text ("postal code 70174")', () => {
    expect(where('Who sent the parcels with postal code 70174?')).toMatchObject([
      { op: 'eq', left: { column: 'postal_code' }, value: '70174' },
    ]);
  });

  it('reads it said with "is" ("whose postal code is 70174")', () => {
    expect(where('Which senders have parcels whose postal code is 70174?')).toMatchObject([
      { op: 'eq', left: { column: 'postal_code' }, value: '70174' },
    ]);
  });
});

describe('understand: "with id" after a table', () => {
  const hostel = testModel({
    tables: [
      table(
        'hall',
        ['hall_id'],
        [
          ['hall_id', 'integer', 'identifier'],
          ['floor', 'integer', 'dimension'],
        ],
      ),
      table(
        'lodger',
        ['lodger_id'],
        [
          ['lodger_id', 'integer', 'identifier'],
          ['hall_id', 'integer', 'identifier'],
          ['lodger_name', 'text', 'dimension'],
        ],
      ),
    ],
    relationships: [refers('lodger', 'hall_id', 'hall')],
  });

  it("compares the key of the table named before it, not the focus's", () => {
    const query = understoodQuery(hostel, 'Which hall has the lodger with id 5?', now);
    const text = JSON.stringify(query.where);
    expect(text).toContain('"column":"lodger_id"},"op":"eq","value":5');
    expect(text).not.toContain('"column":"hall_id"},"op"');
  });

  it('reads "that has an id of N" as the key of the table named before it', () => {
    const query = understoodQuery(hostel, 'Which hall has the lodger that has an id of 5?', now);
    const text = JSON.stringify(query.where);
    expect(text).toContain('"column":"lodger_id"},"op":"eq","value":5');
    expect(text).not.toContain('"column":"hall_id"},"op"');
  });
});

describe('understand: a number after a noun no column is named by', () => {
  const school = testModel({
    tables: [
      table(
        'pupil',
        ['pupil_id'],
        [
          ['pupil_id', 'integer', 'identifier'],
          ['pupil_name', 'text', 'dimension'],
          ['classroom', 'integer', 'dimension'],
        ],
      ),
    ],
    relationships: [],
  });

  it('compares the column whose name ends with the noun ("room 12" → classroom)', () => {
    const query = understoodQuery(school, 'Which pupils study in room 12?', now);
    expect(query.where).toMatchObject([{ op: 'eq', left: { column: 'classroom' }, value: 12 }]);
  });
});

describe('understand: a count the rows keep of their own', () => {
  const tours = testModel({
    tables: [
      table(
        'tour',
        ['tour_id'],
        [
          ['tour_id', 'integer', 'identifier'],
          ['tour_name', 'text', 'dimension'],
          ['number_of_walkers', 'integer', 'measure'],
        ],
      ),
      table(
        'walker',
        ['walker_id'],
        [
          ['walker_id', 'integer', 'identifier'],
          ['tour_id', 'integer', 'identifier'],
          ['walker_name', 'text', 'dimension'],
        ],
      ),
    ],
    relationships: [refers('walker', 'tour_id', 'tour')],
  });

  it('compares the stored count instead of counting related rows', () => {
    const query = understoodQuery(tours, 'Which tours have more than 20 walkers?', now);
    expect(query.where).toMatchObject([
      { op: 'gt', left: { column: 'number_of_walkers' }, value: 20 },
    ]);
    expect(query.having).toEqual([]);
  });
});

describe('understand: a number after a text column holding numbers and a few odd values', () => {
  const depots = table(
    'depot',
    ['depot_id'],
    [
      ['depot_id', 'integer', 'identifier'],
      ['depot_name', 'text', 'dimension'],
      ['postal_code', 'text', 'dimension'],
    ],
  );
  for (const column of depots.columns)
    if (column.name === 'postal_code') column.stats = { ...column.stats, min: '0', max: 'nil' };
  const depotModel = testModel({ tables: [depots], relationships: [] });
  const where = (question: string) => understoodQuery(depotModel, question, now).where;

  it('compares the column with the number as text ("postal code 94107")', () => {
    expect(where('Which depots are in postal code 94107?')).toMatchObject([
      { kind: 'compare', left: { column: 'postal_code' }, value: '94107' },
    ]);
  });

  it('reads "of" between the column and its number ("the postal code of 94107")', () => {
    expect(where('List the depot names in the postal code of 94107.')).toMatchObject([
      { kind: 'compare', left: { column: 'postal_code' }, value: '94107' },
    ]);
  });
});
