import { describe, expect, it } from 'vitest';
import { type ColumnSpec, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];

/** A parish: chapels, each opened in a year kept as a whole number, host weddings by year. */
const model = testModel({
  tables: [
    table(
      'chapel',
      ['chapel_id'],
      [
        id('chapel_id'),
        ['name', 'text', 'dimension'],
        ['founded_by', 'text', 'dimension'],
        ['open_date', 'integer', 'measure'],
      ],
    ),
    table(
      'ceremony',
      ['ceremony_id'],
      [id('ceremony_id'), id('chapel_id'), ['year', 'integer', 'measure']],
    ),
  ],
  relationships: [refers('ceremony', 'chapel_id', 'chapel')],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: a date kept as a whole number is the year of the event it names', () => {
  it('reads "opened before 1850" as the chapels\' own open date, joining nothing', () => {
    const query = read('How many chapels opened before 1850?');
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([
      { kind: 'compare', left: { column: 'open_date' }, op: 'lt', value: 1850 },
    ]);
  });

  it('reads "opened between 1830 and 1840" the same way', () => {
    const query = read('Show the name of chapels that opened between 1830 and 1840.');
    expect(query.joins).toEqual([]);
    expect(JSON.stringify(query.where)).toContain('open_date');
    expect(JSON.stringify(query.where)).not.toContain('"year"');
  });

  it('still reads a year said of the related rows by their year column', () => {
    const query = read('How many ceremonies were held in 2014?');
    expect(JSON.stringify(query.where)).toContain('"year"');
  });
});
