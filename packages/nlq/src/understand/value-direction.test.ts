import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');
const cities = ['Lyon', 'Nantes', 'Lille'];

/** Deliveries from one hub to another: both columns hold the same hubs, named by their city. */
const model = testModel({
  tables: [
    keyed('deliveries', 'delivery_id', [
      ['origin_hub', 'text', 'dimension', cities],
      ['destination_hub', 'text', 'dimension', cities],
      ['weight', 'decimal', 'measure'],
    ]),
    keyed('hubs', 'hub_id', [['hub_code', 'text', 'dimension', cities]]),
  ],
  relationships: [],
});

/** The column the first filter of the question compares. */
function filteredColumn(question: string): string | null {
  const [first] = understoodQuery(model, question, now).where;
  return first && 'left' in first && first.left.kind === 'column' ? first.left.column : null;
}

describe('a place held by a start and an end column', () => {
  it('is where things end after words of arriving', () => {
    expect(filteredColumn('How many deliveries go to Lyon?')).toBe('destination_hub');
    expect(filteredColumn('How many deliveries arrive in Lyon?')).toBe('destination_hub');
  });

  it('is where things start after words of leaving', () => {
    expect(filteredColumn('How many deliveries leave from Lyon?')).toBe('origin_hub');
  });

  it('is read by the words even when rows named right after it hold it too', () => {
    expect(filteredColumn('How many deliveries arrive in Lyon Hub?')).toBe('destination_hub');
  });
});
