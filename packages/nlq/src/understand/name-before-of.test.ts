import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Tools of a kind named in a lookup table. */
const model = testModel({
  tables: [
    table(
      'tools',
      ['tool_id'],
      [
        ['tool_id', 'integer', 'identifier'],
        ['tool_name', 'text', 'dimension', ['Hammer', 'Saw']],
        ['tool_kind_code', 'text', 'identifier'],
      ],
    ),
    table(
      'tool_kinds',
      ['tool_kind_code'],
      [
        ['tool_kind_code', 'text', 'identifier'],
        ['tool_kind_name', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'tools',
      fromColumns: ['tool_kind_code'],
      toTable: 'tool_kinds',
      toColumns: ['tool_kind_code'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('a three-word column name before "of the"', () => {
  it('shows the whole name said first, not "name of the tool" said the other way', () => {
    expect(shownColumns(model, 'What is the tool kind name of the tool named Hammer?')).toEqual([
      'tool_kind_name',
    ]);
  });
});
