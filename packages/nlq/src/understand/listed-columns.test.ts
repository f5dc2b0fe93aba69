import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Bikes name their frame, which is also a table of its own (listed first). */
const bikes = testModel({
  tables: [
    table(
      'frames',
      ['frame_id'],
      [
        ['frame_id', 'integer', 'identifier'],
        ['frame', 'text', 'dimension'],
        ['material', 'text', 'dimension'],
      ],
    ),
    table(
      'bikes',
      ['bike_id'],
      [
        ['bike_id', 'integer', 'identifier'],
        ['model', 'text', 'dimension'],
        ['frame', 'text', 'dimension'],
        ['wheel', 'text', 'dimension'],
        ['price', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: a table name listed among shown columns', () => {
  it('shows the column a table name also names when it is listed by a comma or "and"', () => {
    expect(shownColumns(bikes, 'List the frame, wheel and price of all bikes.')).toEqual([
      'frame',
      'wheel',
      'price',
    ]);
    expect(shownColumns(bikes, 'What are the model and frame of each bike?')).toEqual([
      'model',
      'frame',
    ]);
  });
});

describe('understand: "the rank" as a column', () => {
  it('reads "the rank" as a column called rank, not as an ordering cue', () => {
    const staff = testModel({
      tables: [
        table(
          'officers',
          ['officer_id'],
          [
            ['officer_id', 'integer', 'identifier'],
            ['name', 'text', 'dimension'],
            ['rank', 'text', 'dimension'],
          ],
        ),
      ],
      relationships: [],
    });
    expect(shownColumns(staff, 'Show the rank and name of all officers.')).toEqual([
      'rank',
      'name',
    ]);
  });
});

describe('understand: a longer name before "of"', () => {
  it('reads "the type code of the document" as the type code, not the document code', () => {
    const documents = testModel({
      tables: [
        table(
          'documents',
          ['document_id'],
          [
            ['document_id', 'integer', 'identifier'],
            ['document_code', 'text', 'dimension'],
            ['document_type_code', 'text', 'dimension'],
            ['document_name', 'text', 'dimension'],
          ],
        ),
      ],
      relationships: [],
    });
    expect(shownColumns(documents, 'Return the type code of the documents.')).toEqual([
      'document_type_code',
    ]);
  });
});
