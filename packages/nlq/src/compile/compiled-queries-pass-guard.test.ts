import { type Dialect, dialects } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { guardSql } from '../guard';
import { compileQuery } from './compile-query';
import { measureByRegion, salesShareByRegion } from './measure-queries';
import { buildTestModel } from './test-model';
import {
  busyCustomers,
  customersWithoutPaidOrders,
  nameContains,
  ordersAboveAverage,
  referrals,
  revenueByMonth,
  shareOfRegion,
} from './test-queries';

/** Everything the compiler writes must get through the one guard, in every dialect. */
describe('compiled queries pass the SQL guard', () => {
  const queries = [
    revenueByMonth(),
    shareOfRegion(),
    customersWithoutPaidOrders(),
    ordersAboveAverage(),
    nameContains("50%_off[1]!'"),
    // Weeks on SQL Server, and a label with quotes and backticks.
    JSON.parse(JSON.stringify(revenueByMonth()).replaceAll('"month"', '"week"')),
    {
      ...referrals(),
      select: [{ expr: { kind: 'column', table: 'c', column: 'name' }, as: 'Order "No" `a`' }],
    },
    referrals(),
    busyCustomers(),
    measureByRegion(),
    salesShareByRegion(),
  ];

  it.each(dialects.map((dialect) => [dialect] as [Dialect]))('%s', (dialect) => {
    const model = { ...buildTestModel(), dialect };
    for (const query of queries) {
      const { sql } = compileQuery(query, { dialect, model });
      expect(guardSql(sql, { dialect, maxRows: 100 }), sql).toMatchObject({ ok: true });
    }
  });
});
