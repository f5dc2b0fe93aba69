import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

const shop = shopModel();

describe('understand: a count listed among the things to show', () => {
  it('shows the count that orders the groups ("each status and its count")', () => {
    expect(
      shownColumns(shop, 'List each status and its count in descending order of count.'),
    ).toEqual(['status', 'aggregate']);
  });

  it('shows the count that ranks the rows ("the names and number of purchases")', () => {
    expect(
      shownColumns(
        shop,
        'Find the names and number of purchases of the three customers with the most orders.',
      ),
    ).toEqual(['name', 'aggregate']);
  });

  it('shows no count the question does not list', () => {
    expect(shownColumns(shop, 'Which customer has the most orders?')).not.toContain('aggregate');
  });
});
