import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

const crew = testModel({
  tables: [
    table(
      'crew_members',
      ['crew_id'],
      [
        ['crew_id', 'integer', 'identifier'],
        ['full_name', 'text', 'dimension'],
        ['date_of_birth', 'date', 'time'],
        ['date_joined', 'date', 'time'],
        ['date_left', 'date', 'time'],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: the time column a "when" question asks for', () => {
  it('picks the date whose name holds the verb asked about', () => {
    expect(shownColumns(crew, 'When did the crew members join?')).toEqual(['date_joined']);
  });

  it('reads an irregular past in the name as its verb', () => {
    expect(shownColumns(crew, 'When did the crew members leave?')).toEqual(['date_left']);
  });

  it('falls back to the first date when no name matches', () => {
    expect(shownColumns(crew, 'When did the crew members arrive?')).toEqual(['date_of_birth']);
  });
});
