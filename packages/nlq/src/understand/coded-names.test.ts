import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Hotels rated by a star code, and traits of spices with a data type and a type code. */
const model = testModel({
  tables: [
    table(
      'hotels',
      ['hotel_id'],
      [
        ['hotel_id', 'integer', 'identifier'],
        ['hotel_name', 'text', 'dimension'],
        ['star_rating_code', 'text', 'dimension', ['3', '4', '5']],
      ],
    ),
    table(
      'traits',
      ['trait_id'],
      [
        ['trait_id', 'integer', 'identifier'],
        ['trait_name', 'text', 'dimension'],
        ['trait_data_type', 'text', 'dimension'],
        ['trait_type_code', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [],
});

describe('names ending in a word that adds little', () => {
  it('reads a long name without its last word ("star rating" for star_rating_code)', () => {
    expect(shownColumns(model, 'Show the names and star ratings of all hotels.')).toEqual([
      'hotel_name',
      'star_rating_code',
    ]);
  });

  it('keeps "data types of the traits" the data type, not the trait type code said the other way', () => {
    expect(shownColumns(model, 'What are the names and data types of the traits?')).toEqual([
      'trait_name',
      'trait_data_type',
    ]);
  });
});
