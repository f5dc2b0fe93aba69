import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

const model = testModel({
  tables: [
    keyed('airlines', 'airline_id', [
      ['name', 'text', 'dimension'],
      ['city', 'text', 'dimension'],
      ['country', 'text', 'dimension'],
    ]),
    keyed('bands', 'band_id', [
      ['name', 'text', 'dimension'],
      ['genre', 'text', 'dimension'],
    ]),
  ],
  relationships: [],
});

/** The column the first filter of the question compares. */
function filteredColumn(question: string): string | null {
  const [first] = understoodQuery(model, question, now).where;
  return first && 'left' in first && first.left.kind === 'column' ? first.left.column : null;
}

describe('a name said after "in" or "from"', () => {
  it('is matched against the rows’ place column, the widest kind first', () => {
    expect(filteredColumn('How many airlines are based in Russia?')).toBe('country');
    expect(filteredColumn('Show the names of airlines from Peru.')).toBe('country');
  });

  it('is matched against the label when said otherwise or when the rows have no place', () => {
    expect(filteredColumn('How many airlines are named Aeroflot?')).toBe('name');
    expect(filteredColumn('How many bands are from Seattle?')).toBe('name');
  });
});
