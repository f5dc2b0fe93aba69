import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const countOrder = (query: StructuredQuery) =>
  query.orderBy.map((o) => (o.expr.kind === 'aggregate' ? [o.expr.fn, o.direction] : null));

describe('understand: frequencies said after a column', () => {
  it('keeps the most frequent value of a column followed by "is most common"', () => {
    const query = read('Which country is most common?');
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'customers', column: 'country' }]);
    expect(countOrder(query)).toEqual([['count', 'desc']]);
    expect(query.limit).toBe(1);
  });

  it('reads "used most often" and "occurs the fewest times" through linking words', () => {
    const often = read('Which status is used most often?');
    expect(often.groupBy).toEqual([{ kind: 'column', table: 'orders', column: 'status' }]);
    expect(countOrder(often)).toEqual([['count', 'desc']]);
    const fewest = read('What is the status that occurs the fewest times?');
    expect(countOrder(fewest)).toEqual([['count', 'asc']]);
  });

  it('groups once when the frequency is also read before the counted table', () => {
    const query = read('Which city is the most common among customers?');
    expect(query.groupBy).toHaveLength(1);
    expect(query.orderBy).toHaveLength(1);
  });

  it('leaves a plain listing without a frequency alone', () => {
    expect(read('Which status is used?').groupBy).toEqual([]);
  });
});

describe('understand: how often a shown value occurs', () => {
  it('counts each shown value in HAVING for "more than twice" with no table named', () => {
    const query = read('Find the statuses used more than twice.');
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'orders', column: 'status' }]);
    expect(query.having).toEqual([
      { kind: 'compare', left: { kind: 'aggregate', fn: 'count', arg: null }, op: 'gt', value: 2 },
    ]);
  });

  it('reads "at least 3 times" the same way', () => {
    const query = read('Show the cities that occur at least 3 times');
    expect(query.having).toMatchObject([{ op: 'gte', value: 3 }]);
  });

  it('reads "more than 2 records" and "with count above 1" as rows holding each value', () => {
    const records = read('Which statuses have more than 2 records?');
    expect(records.groupBy).toEqual([{ kind: 'column', table: 'orders', column: 'status' }]);
    expect(records.having).toMatchObject([{ op: 'gt', value: 2 }]);
    const orMore = read('Which statuses have two or more records?');
    expect(orMore.having).toMatchObject([{ op: 'gte', value: 2 }]);
    const counted = read('Show the statuses of orders with count above 1.');
    expect(counted.groupBy).toEqual([{ kind: 'column', table: 'orders', column: 'status' }]);
    expect(counted.having).toMatchObject([{ op: 'gt', value: 1 }]);
  });
});

describe('understand: an aggregate over measures joined by "and"', () => {
  it('averages both measures instead of grouping by the second', () => {
    const query = read('What is the average revenue and quantity of orders?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'avg', arg: { column: 'revenue' } },
      { kind: 'aggregate', fn: 'avg', arg: { column: 'quantity' } },
    ]);
    expect(query.groupBy).toEqual([]);
  });

  it('keeps the groups asked for beside the spread aggregate', () => {
    const query = read('Show the maximum revenue and quantity of orders for each status');
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'orders', column: 'status' }]);
    expect(query.select.filter((item) => item.expr.kind === 'aggregate')).toHaveLength(2);
  });

  it('does not aggregate a text column joined by "and"', () => {
    const query = read('What is the average revenue and status of orders?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'avg' },
      { kind: 'column', column: 'status' },
    ]);
  });
});

describe('understand: "by all" names the whole', () => {
  it('does not group by a table after "by all"', () => {
    const query = read('What is the average revenue by all customers?');
    expect(query.groupBy).toEqual([]);
    expect(query.select).toHaveLength(1);
  });

  it('still groups after "by" alone', () => {
    expect(read('What is the average revenue by country?').groupBy).toEqual([
      { kind: 'column', table: 'customers', column: 'country' },
    ]);
  });
});

describe('understand: counts with no noun and groups said twice', () => {
  it('counts the focus rows for "how many are in each"', () => {
    const query = read('What are the categories of products and how many are in each category?');
    expect(query.select.map((item) => item.expr.kind)).toEqual(['column', 'aggregate']);
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'products', column: 'category' }]);
  });

  it('counts for "and the count" beside a shown column', () => {
    const query = read('Show the categories of products and the count.');
    expect(query.select[1]?.expr).toEqual({ kind: 'aggregate', fn: 'count', arg: null });
    expect(query.groupBy).toHaveLength(1);
  });

  it('leaves "how many" with its noun to the count cue', () => {
    const query = read('How many customers are from France?');
    expect(query.select).toHaveLength(1);
  });

  it('shows a group named twice once', () => {
    const query = read('Show each country and the number of customers in each country.');
    expect(query.select).toHaveLength(2);
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'customers', column: 'country' }]);
  });
});

describe('understand: the group with the highest average or total', () => {
  it('ranks the shown category by the average, grouped by the category', () => {
    const query = read('Which country has the highest average revenue?');
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'customers', column: 'country' }]);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'avg', arg: { column: 'revenue' } }, direction: 'desc' },
    ]);
    expect(query.limit).toBe(1);
  });

  it('ranks a shown entity by the total over its related rows', () => {
    const query = read('Which customer has the largest total revenue?');
    expect(query.groupBy).toContainEqual({
      kind: 'column',
      table: 'customers',
      column: 'customer_id',
    });
    expect(query.orderBy).toMatchObject([{ expr: { fn: 'sum' }, direction: 'desc' }]);
  });

  it('keeps a plain superlative on the row itself', () => {
    const query = read('What is the name of the product with the highest price?');
    expect(query.groupBy).toEqual([]);
    expect(query.orderBy).toMatchObject([{ expr: { kind: 'column', column: 'price' } }]);
  });
});

describe('understand: a number of rows ranked later', () => {
  it('keeps the first N rows for "the 3 customers with the highest age"', () => {
    const query = read('Show the 3 customers with the highest age.');
    expect(query.limit).toBe(3);
    expect(query.having).toEqual([]);
  });

  it('still counts related rows for "customers with 3 orders"', () => {
    const query = read('customers with 3 orders');
    expect(query.having).toMatchObject([{ op: 'eq', value: 3 }]);
    expect(query.limit).toBeNull();
  });
});

describe('understand: a count asked alone', () => {
  it('drops a column read on the way instead of grouping the count by it', () => {
    const query = read('How many orders have revenue records?');
    expect(query.select).toEqual([
      { expr: { kind: 'aggregate', fn: 'count', arg: null }, as: 'Count' },
    ]);
    expect(query.groupBy).toEqual([]);
  });

  it('reads "made by" as the doer, not a grouping', () => {
    expect(read('How many orders made by customers had revenue records?').groupBy).toEqual([]);
  });

  it('keeps the groups of "by status"', () => {
    const query = read('How many orders by status had revenue records?');
    expect(query.groupBy).toContainEqual({ kind: 'column', table: 'orders', column: 'status' });
  });

  it('counts the different values of both columns joined by "and"', () => {
    const query = read('How many different countries and cities are there?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'count_distinct', arg: { column: 'country' } },
      { kind: 'aggregate', fn: 'count_distinct', arg: { column: 'city' } },
    ]);
  });
});

describe('understand: rows ranked by how often they are recorded', () => {
  it('ranks products by their orders for "ordered most often"', () => {
    const query = read('Which product was ordered most often?');
    expect(query.groupBy).toContainEqual({
      kind: 'column',
      table: 'products',
      column: 'product_id',
    });
    expect(countOrder(query)).toEqual([['count', 'desc']]);
    expect(query.limit).toBe(1);
    expect(JSON.stringify(query.joins)).toContain('"orders"');
  });

  it('does not rank a list of aggregates ("the maximum and average price")', () => {
    const query = read('What is the maximum and average price of products?');
    expect(query.orderBy).toEqual([]);
    expect(query.select.map((item) => item.expr.kind)).toEqual(['aggregate', 'aggregate']);
  });
});

describe('understand: a list of aggregates written without commas', () => {
  it('reads "the minimum, maximum, average price" as three aggregates', () => {
    const query = read('Show the minimum, maximum, average price for all products.');
    expect(query.orderBy).toEqual([]);
    expect(query.select.map((item) => item.expr.kind)).toEqual([
      'aggregate',
      'aggregate',
      'aggregate',
    ]);
  });
});

describe('understand: the most common value named after its table', () => {
  const flats = testModel({
    tables: [
      table(
        'flats',
        ['flat_id'],
        [
          ['flat_id', 'integer', 'identifier'],
          ['flt_kind_code', 'text', 'dimension', ['studio', 'duplex', 'loft']],
          ['room_count', 'integer', 'measure'],
        ],
      ),
    ],
    relationships: [],
  });

  it('groups by the column after the table word ("the most common flat kind code")', () => {
    const answer = understand({
      model: flats,
      question: 'Show the most common flat kind code.',
      now,
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.groupBy).toEqual([
      { kind: 'column', table: 'flats', column: 'flt_kind_code' },
    ]);
    expect(answer.query.select).toHaveLength(1);
  });
});

describe('understand: figures asked alone', () => {
  it('shows the average alone, not a column read on the way', () => {
    const query = read('What is the average price of products with category records?');
    expect(query.select.map((item) => item.expr.kind)).toEqual(['aggregate']);
    expect(query.groupBy).toEqual([]);
  });

  it('keeps the groups asked for with "in each"', () => {
    const query = read('What is the average age of customers in each country?');
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'customers', column: 'country' }]);
  });
});

describe('understand: "<column> number of" names the column', () => {
  const staff = testModel({
    tables: [
      table(
        'employees',
        ['employee_id'],
        [
          ['employee_id', 'integer', 'identifier'],
          ['name', 'text', 'dimension'],
          ['phone', 'text', 'dimension'],
        ],
      ),
    ],
    relationships: [],
  });
  const readStaff = (question: string) => {
    const answer = understand({ model: staff, question, now });
    if (answer.status === 'declined') throw new Error(answer.message);
    return answer.query;
  };

  it('lists "the phone numbers of all employees" without counting them', () => {
    const query = readStaff('List the phone numbers of all employees.');
    expect(query.select.map((item) => item.expr)).toEqual([
      { kind: 'column', table: 'employees', column: 'phone' },
    ]);
    expect(query.groupBy).toEqual([]);
  });

  it('still counts after a comma ("the name, phone, number of employees")', () => {
    const query = readStaff('List the name, phone, number of employees.');
    expect(query.select.map((item) => item.expr.kind)).toEqual(['column', 'column', 'aggregate']);
  });

  it('still counts "the number of employees"', () => {
    expect(readStaff('Show the number of employees.').select[0]?.expr).toEqual({
      kind: 'aggregate',
      fn: 'count',
      arg: null,
    });
  });
});
