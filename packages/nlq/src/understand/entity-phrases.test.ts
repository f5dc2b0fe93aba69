import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { entityPhrases } from './entity-phrases';
import { understand } from './understand';

/** Stores in regions whose key and name are not called "region id" and "region name". */
const stores = table(
  'stores',
  ['store_id'],
  [
    ['store_id', 'integer', 'identifier'],
    ['reg_id', 'integer', 'identifier'],
    ['store_name', 'text', 'dimension'],
    ['floor_area', 'decimal', 'measure'],
  ],
);
const regions = table(
  'regions',
  ['reg_id'],
  [
    ['reg_id', 'integer', 'identifier'],
    ['region', 'text', 'dimension', ['North', 'South']],
  ],
);
const model = testModel({
  tables: [stores, regions],
  relationships: [
    {
      fromTable: 'stores',
      fromColumns: ['reg_id'],
      toTable: 'regions',
      toColumns: ['reg_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const shown = (query: StructuredQuery) =>
  query.select.map((item) =>
    item.expr.kind === 'column' ? `${item.expr.table}.${item.expr.column}` : item.expr.kind,
  );

describe('entityPhrases', () => {
  it('names a table\'s single key "<rows> id" and its one name column "<rows> name"', () => {
    const phrases = entityPhrases(regions, ['region']);
    expect(phrases.map((p) => [p.words.join(' '), p.column.name])).toEqual([
      ['region id', 'reg_id'],
      ['region name', 'region'],
    ]);
  });

  it('names nothing when the key has several columns or several columns are names', () => {
    const people = (names: string[]) =>
      table(
        'people',
        ['org_id', 'person_no'],
        [
          ['org_id', 'integer', 'identifier'],
          ['person_no', 'integer', 'identifier'],
          ...names.map((name): [string, 'text', 'dimension'] => [name, 'text', 'dimension']),
        ],
      );
    const one = people(['full_name']);
    expect(entityPhrases(one, ['person'])).toEqual([
      { words: ['person', 'name'], column: one.columns[2] },
    ]);
    expect(entityPhrases(people(['last_name', 'first_name']), ['person'])).toEqual([]);
  });

  it("names a title the rows' name, never a name qualified by another table's rows", () => {
    const courses = table(
      'courses',
      ['course_id'],
      [
        ['course_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['dept_name', 'text', 'dimension'],
      ],
    );
    const phrases = entityPhrases(courses, ['course'], new Set(['course', 'department']));
    expect(phrases.map((p) => [p.words.join(' '), p.column.name])).toEqual([
      ['course id', 'course_id'],
      ['course name', 'title'],
    ]);
  });
});

describe("understand: a table's id and name by its rows' name", () => {
  it('reads "the region id, region name" as the region\'s key and name', () => {
    const query = read(
      'How many stores does each region have? List the region id, region name and the number of stores.',
    );
    expect(shown(query)).toEqual(['aggregate', 'regions.reg_id', 'regions.region']);
  });

  it('reads columns listed after "its" as the table named before it', () => {
    const query = read('For each region, list its id, name, and how many stores it has?');
    expect(shown(query)).toEqual(['regions.reg_id', 'regions.region', 'aggregate']);
    // The region's id is the key the stores hold: they are grouped by it without the regions.
    expect(read('What is the id of the region with the most stores?').select[0]?.expr).toEqual({
      kind: 'column',
      table: 'stores',
      column: 'reg_id',
    });
  });
});
