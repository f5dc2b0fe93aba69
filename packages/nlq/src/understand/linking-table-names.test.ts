import { describe, expect, it } from 'vitest';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

// Buses serve stops; `bus_stop` only links them, so "bus stops" are the stops themselves.
const model = testModel({
  tables: [
    keyed('bus', 'bus_id', [['operator', 'text', 'dimension', ['Arriva', 'Stagecoach']]]),
    keyed('stop', 'stop_id', [
      ['district', 'text', 'dimension', ['Leeds', 'York']],
      ['shelters', 'integer', 'measure'],
    ]),
    table(
      'bus_stop',
      ['bus_id', 'stop_id'],
      [
        ['bus_id', 'integer', 'identifier'],
        ['stop_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [refers('bus_stop', 'bus_id', 'bus'), refers('bus_stop', 'stop_id', 'stop')],
});

describe('a table that only links others, named by the rows it ends in', () => {
  it('reads "bus stops" as the stops when only their columns are asked for', () => {
    const answer = understand({ model, question: 'What are the districts of all bus stops?' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.from.name).toBe('stop');
    expect(answer.query.joins).toEqual([]);
  });

  it("keeps the stops' measure without joining the linking table", () => {
    const answer = understand({
      model,
      question: 'What is the maximum number of shelters for bus stops in York?',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.from.name).toBe('stop');
    expect(answer.query.joins).toEqual([]);
  });
});
