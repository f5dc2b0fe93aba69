import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

const model = testModel({
  tables: [
    keyed('carriers', 'carrier_id', [
      ['name', 'text', 'dimension'],
      ['country', 'text', 'dimension'],
    ]),
    keyed('shipments', 'shipment_id', [
      ['carrier_id', 'integer', 'identifier'],
      ['weight', 'decimal', 'measure'],
    ]),
  ],
  relationships: [refers('shipments', 'carrier_id', 'carriers')],
});

/** The value the first filter of the question compares with. */
function filteredValue(question: string): unknown {
  const [first] = understoodQuery(model, question, now).where;
  return first && 'value' in first ? first.value : null;
}

describe('a name ending in a capitalised word naming its rows', () => {
  it('keeps that word as part of the name', () => {
    expect(filteredValue('How many shipments did Northern Carriers handle?')).toBe(
      'Northern Carriers',
    );
  });

  it('leaves a lowercase word naming the rows out of the name', () => {
    expect(filteredValue('How many shipments did the Northern carrier handle?')).toBe('Northern');
  });
});
