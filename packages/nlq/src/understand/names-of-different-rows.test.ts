import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Races held on tracks: both tables have a name. */
const model = testModel({
  tables: [
    keyed('tracks', 'track_id', [['name', 'text', 'dimension', ['Daytona', 'Sebring']]]),
    keyed('races', 'race_id', [
      ['name', 'text', 'dimension', ['Rolex 24', 'Twelve Hours']],
      ['track_id', 'integer', 'identifier'],
    ]),
  ],
  relationships: [refers('races', 'track_id', 'tracks', 'track_id')],
});

describe('a column said of "the different" rows of a table', () => {
  it("is that table's column, not the counted table's", () => {
    expect(
      shownColumns(
        model,
        'What are the names of the different tracks, and how many races has each had?',
        { qualified: true },
      ),
    ).toEqual(['tracks.name', 'aggregate']);
  });
});
