import type { ColumnRole, ColumnType } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import type { ForeignKey } from '../types';
import {
  declaredRelationships,
  findRelationshipCandidates,
  type KeyColumn,
  type KeyTable,
} from './relationships';

const key = (name: string, type: ColumnType = 'integer', isUnique = true): KeyColumn => ({
  name,
  type,
  role: 'identifier',
  isUnique,
});
const ref = (name: string, type: ColumnType = 'integer', role: ColumnRole = 'identifier') => ({
  name,
  type,
  role,
  isUnique: false,
});

function table(
  name: string,
  columns: KeyColumn[],
  options: { primaryKey?: string[]; foreignKeys?: ForeignKey[]; rowCount?: number } = {},
): KeyTable {
  return {
    table: { schema: 'main', name },
    rowCount: options.rowCount ?? 100,
    primaryKey: options.primaryKey ?? [],
    foreignKeys: options.foreignKeys ?? [],
    columns,
  };
}

/** Candidates as `from.column → to.column` for readable expectations. */
function links(tables: KeyTable[]): string[] {
  return findRelationshipCandidates(tables).map(
    (c) => `${c.fromTable.name}.${c.fromColumn.name} → ${c.toTable.name}.${c.toColumn.name}`,
  );
}

describe('findRelationshipCandidates', () => {
  it('links by name a column whose declared key points back into its own table', () => {
    const selfKey = {
      columns: ['musical_id'],
      references: { schema: 'main', name: 'actors' },
      referencedColumns: ['actor_id'],
    };
    const actors = table('actors', [key('actor_id'), ref('musical_id')], {
      primaryKey: ['actor_id'],
      foreignKeys: [selfKey],
    });
    const musicals = table('musicals', [key('musical_id')], { primaryKey: ['musical_id'] });
    expect(links([actors, musicals])).toEqual(['actors.musical_id → musicals.musical_id']);
  });

  it('links a whole-number role column (advisor, manager_id) to every other table key', () => {
    const students = table('students', [key('stu_id'), ref('advisor', 'integer', 'dimension')], {
      primaryKey: ['stu_id'],
    });
    const faculty = table('faculty', [key('fac_id')], { primaryKey: ['fac_id'] });
    const rooms = table('rooms', [key('code', 'text')], { primaryKey: ['code'] });
    const candidates = findRelationshipCandidates([students, faculty, rooms]);
    expect(links([students, faculty, rooms])).toEqual(['students.advisor → faculty.fac_id']);
    expect(candidates[0]?.confidenceScale).toBeLessThan(1);
    const plain = table('students', [key('stu_id'), ref('grade', 'integer', 'dimension')], {
      primaryKey: ['stu_id'],
    });
    expect(links([plain, faculty])).toEqual([]);
  });

  it.each<[string, KeyTable[], string[]]>([
    [
      'whole-number column named just as a table, to its single key',
      [
        table('flights', [key('flight_no'), ref('airline')], { primaryKey: ['flight_no'] }),
        table('airlines', [key('uid'), ref('name', 'text', 'dimension')], { primaryKey: ['uid'] }),
      ],
      ['flights.airline → airlines.uid'],
    ],
    [
      'text column named just as a table is not a key',
      [
        table('flights', [key('flight_no'), ref('airline', 'text', 'dimension')]),
        table('airlines', [key('uid')], { primaryKey: ['uid'] }),
      ],
      [],
    ],
    [
      'column named after a plural table with key id',
      [table('orders', [key('id'), ref('customer_id')]), table('customers', [key('id')])],
      ['orders.customer_id → customers.id'],
    ],
    [
      'column named after a table with the same-named key',
      [table('orders', [ref('customer_id')]), table('customer', [key('customer_id')])],
      ['orders.customer_id → customer.customer_id'],
    ],
    [
      'abbreviated and camelCase names, -ies plural',
      [
        table('Orders', [ref('custId'), ref('category_id')]),
        table('Customers', [key('ID')]),
        table('categories', [key('id')]),
      ],
      ['Orders.custId → Customers.ID', 'Orders.category_id → categories.id'],
    ],
    [
      'irregular plural and warehouse prefix',
      [table('fact_visits', [ref('person_key')]), table('dim_people', [key('person_key')])],
      ['fact_visits.person_key → dim_people.person_key'],
    ],
    [
      'longest table name wins',
      [
        table('orders', [ref('order_item_id')]),
        table('items', [key('id')]),
        table('order_items', [key('id')]),
      ],
      ['orders.order_item_id → order_items.id'],
    ],
    [
      'text keys',
      [table('sales', [ref('product_code', 'text')]), table('products', [key('code', 'text')])],
      ['sales.product_code → products.code'],
    ],
    [
      'same-named key columns, unique on one side',
      [table('loans', [ref('isbn', 'text')]), table('books', [key('isbn', 'text')])],
      ['loans.isbn → books.isbn'],
    ],
    [
      'same-named, both unique: to the primary key',
      [table('a', [key('ssn', 'text')]), table('b', [key('ssn', 'text')], { primaryKey: ['ssn'] })],
      ['a.ssn → b.ssn'],
    ],
  ])('%s', (_case, tables, expected) => {
    expect(links(tables)).toEqual(expected);
  });

  it.each<[string, KeyTable[]]>([
    [
      'no key on the other side',
      [table('orders', [ref('customer_id')]), table('customers', [ref('id')])],
    ],
    [
      'types that cannot join',
      [table('orders', [ref('customer_id', 'text')]), table('customers', [key('id')])],
    ],
    ['bare id in every table', [table('orders', [key('id')]), table('customers', [key('id')])]],
    [
      'same-named dimensions',
      [
        table('a', [ref('name', 'text', 'dimension')]),
        table('b', [{ ...key('name', 'text'), role: 'dimension' }]),
      ],
    ],
    ['a table referring to itself', [table('employees', [key('id'), ref('employee_id')])]],
    [
      'a column in a declared foreign key',
      [
        table('orders', [ref('customer_id')], {
          foreignKeys: [
            {
              columns: ['customer_id'],
              references: { schema: 'main', name: 'clients' },
              referencedColumns: ['id'],
            },
          ],
        }),
        table('customers', [key('id')]),
      ],
    ],
  ])('finds nothing for %s', (_case, tables) => {
    expect(links(tables)).toEqual([]);
  });
});

describe('declaredRelationships', () => {
  it('turns foreign keys into relationships with confidence 1, when the target is known', () => {
    const orders = table('orders', [ref('customer_id'), ref('shop_id')], {
      foreignKeys: [
        {
          columns: ['customer_id'],
          references: { schema: 'main', name: 'customers' },
          referencedColumns: ['id'],
        },
        {
          columns: ['shop_id'],
          references: { schema: 'main', name: 'shops' },
          referencedColumns: ['id'],
        },
      ],
    });
    expect(declaredRelationships([orders, table('customers', [key('id')])])).toEqual([
      {
        fromTable: 'orders',
        fromSchema: 'main',
        fromColumns: ['customer_id'],
        toTable: 'customers',
        toSchema: 'main',
        toColumns: ['id'],
        kind: 'foreign_key',
        confidence: 1,
      },
    ]);
  });
});
