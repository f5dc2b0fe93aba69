import { describe, expect, it } from 'vitest';
import { pluralize, singularize } from './inflect';
import {
  columnLabel,
  columnSynonyms,
  entityWords,
  splitName,
  tableLabel,
  tableSynonyms,
} from './naming';

describe('splitName', () => {
  it.each([
    ['order_date', ['order', 'date']],
    ['order-date', ['order', 'date']],
    ['orderDate2', ['order', 'date', '2']],
    ['customerID', ['customer', 'id']],
    ['XMLHttpRequest', ['xml', 'http', 'request']],
    ['Unit Price ($)', ['unit', 'price']],
    ['address1', ['address', '1']],
    ['2nd_place', ['2nd', 'place']],
    ['Straße_name', ['straße', 'name']],
  ])('%s → %j', (name, words) => {
    expect(splitName(name)).toEqual(words);
  });
});

describe('columnLabel', () => {
  it.each([
    ['orderDate2', 'Order date 2'],
    ['order_qty', 'Order quantity'],
    ['total_amt', 'Total amount'],
    ['cust_no', 'Customer number'],
    ['prod_desc', 'Product description'],
    ['ship_dt', 'Ship date'],
    ['discount_pct', 'Discount percent'],
    ['avg_price', 'Average price'],
    ['emp_mgr', 'Employee manager'],
    ['dept_addr', 'Department address'],
    ['customer_id', 'Customer id'],
    ['yr', 'Year'],
    ['dob', 'Date of birth'],
    ['enr', 'Enrollment'],
    ['pPos', 'P position'],
    ['crs_cred', 'Course credit'],
    ['LName', 'Last name'],
    ['FName', 'First name'],
    ['A_B', 'A b'],
    ['x_coord', 'X coord'],
    ['Song_release_year', 'Song release year'],
    ['constructor', 'Constructor'],
    ['__proto__', 'Proto'],
  ])('%s → %s', (name, label) => {
    expect(columnLabel(name)).toBe(label);
  });
});

describe('columnSynonyms', () => {
  it.each([
    ['order_qty', ['order qty', 'order quantities']],
    ['unit_price', ['unit prices']],
    ['customer_id', ['customer ids']],
    ['Is_male', ['male', 'males']],
    ['status', ['statuses']],
    ['date_of_birth', ['dates of birth']],
    ['orderDate2', []],
    ['toString', ['to strings']],
  ])('%s → %j', (name, synonyms) => {
    expect(columnSynonyms(name)).toEqual(synonyms);
  });

  it('never repeats the label', () => {
    for (const name of ['amount', 'Region', 'order_qty', 'customers']) {
      expect(columnSynonyms(name)).not.toContain(columnLabel(name).toLowerCase());
    }
  });
});

describe('tables', () => {
  it.each([
    ['singer_in_concert', 'Singer in concert', ['singers in concert']],
    ['customers', 'Customers', ['customer']],
    ['people', 'People', ['person']],
    ['order_items', 'Order items', ['order item']],
    ['dim_customer', 'Customer', ['dim customer', 'customers']],
    ['OrderLines', 'Order lines', ['order line']],
  ])('%s → %s, %j', (name, label, synonyms) => {
    expect(tableLabel(name)).toBe(label);
    expect(tableSynonyms(name)).toEqual(synonyms);
  });

  it('names the entity a table holds in singular words', () => {
    expect(entityWords('tbl_order_items')).toEqual(['order', 'item']);
    expect(entityWords('categories')).toEqual(['category']);
  });
});

describe('inflection', () => {
  it.each([
    ['customer', 'customers'],
    ['category', 'categories'],
    ['day', 'days'],
    ['box', 'boxes'],
    ['branch', 'branches'],
    ['address', 'addresses'],
    ['status', 'statuses'],
    ['person', 'people'],
    ['child', 'children'],
    ['movie', 'movies'],
    ['analysis', 'analyses'],
    ['shelf', 'shelves'],
    ['data', 'data'],
    ['series', 'series'],
  ])('%s ↔ %s', (singular, plural) => {
    expect(pluralize(singular)).toBe(plural);
    expect(singularize(plural)).toBe(singular);
    expect(singularize(singular)).toBe(singular);
  });

  it('leaves numbers and single letters alone', () => {
    expect(pluralize('2')).toBe('2');
    expect(singularize('s')).toBe('s');
  });
});
