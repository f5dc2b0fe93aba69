import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Ensembles called orchestras, named by their own "orchestra" column: the word names both. */
const ensembles = table(
  'ensembles',
  ['ensemble_id'],
  [
    ['ensemble_id', 'integer', 'identifier'],
    ['orchestra', 'text', 'dimension'],
    ['home_city', 'text', 'dimension'],
    ['founded', 'integer', 'measure'],
    ['musicians', 'integer', 'measure'],
  ],
);
const orchestras = testModel({
  tables: [{ ...ensembles, synonyms: [...ensembles.synonyms, 'orchestra'] }],
  relationships: [],
});

describe('understand: a word naming rows after the column shown', () => {
  it('reads "of the orchestra" as whose home city, not one more column', () => {
    const question = 'What is the home city of the orchestra with the most musicians?';
    expect(shownColumns(orchestras, question)).toEqual(['home_city']);
  });

  it('reads "across all orchestras" as the rows the maximum spans', () => {
    const question = 'What is the maximum founded across all orchestras?';
    expect(shownColumns(orchestras, question)).toEqual(['aggregate']);
  });

  it('still shows the column when it is listed with "and" or a comma', () => {
    expect(shownColumns(orchestras, 'Show the home city and orchestra.')).toEqual([
      'home_city',
      'orchestra',
    ]);
    expect(shownColumns(orchestras, 'Show the home city, the orchestra.')).toEqual([
      'home_city',
      'orchestra',
    ]);
  });
});
