import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Songs recorded by artists of some age. */
const model = testModel({
  tables: [
    keyed('artist', 'artist_id', [
      ['artist_name', 'text', 'dimension'],
      ['age', 'integer', 'measure'],
    ]),
    keyed('song', 'song_id', [
      ['title', 'text', 'dimension'],
      ['artist_id', 'integer', 'identifier'],
    ]),
  ],
  relationships: [refers('song', 'artist_id', 'artist')],
});

describe('"by" after a form of "be"', () => {
  it('reads "songs that are by artists" as the makers, not a grouping by artist', () => {
    expect(
      shownColumns(model, 'List the titles of songs that are by artists at least 32 years old.'),
    ).toEqual(['title']);
  });
});
