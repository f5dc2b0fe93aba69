import { pickWeighted, seededRandom } from '../../../apps/server/src/modules/sources/test-helpers';

/**
 * A relational sales database written for the business-question suite: customers, products,
 * shippers, orders and order lines (price, quantity and a discount as a 0–0.25 fraction), as a
 * small shop's system would hold them. Deterministic: the same rows on every run. Its shape is
 * what people ask about daily (revenue is not a column: unit price × quantity × (1 − discount)).
 */
export interface SalesTable {
  name: string;
  /** Column definitions in SQL both DuckDB and PostgreSQL read. */
  columns: [name: string, type: string][];
  primaryKey: string[];
  foreignKeys: { column: string; references: string; referencedColumn: string }[];
  rows: (string | number | boolean | null)[][];
}

const COUNTRIES: [country: string, cities: string[]][] = [
  ['Germany', ['Berlin', 'Munich', 'Hamburg']],
  ['France', ['Paris', 'Lyon']],
  ['United States', ['Seattle', 'Boston', 'Austin', 'Denver']],
  ['Brazil', ['Sao Paulo', 'Rio de Janeiro']],
  ['United Kingdom', ['London', 'Leeds']],
  ['Spain', ['Madrid', 'Sevilla']],
  ['Canada', ['Toronto', 'Vancouver']],
  ['Sweden', ['Stockholm']],
  ['Italy', ['Milan', 'Rome']],
  ['Mexico', ['Mexico City']],
];
const COUNTRY_WEIGHTS = [18, 12, 22, 8, 9, 7, 6, 4, 8, 6];
const SEGMENTS = ['Retail', 'Wholesale', 'Online'];
const NAME_STARTS = ['Alpine', 'Blue', 'Cedar', 'Delta', 'Eagle', 'Falcon', 'Golden', 'Harbor'];
const NAME_ENDS = ['Traders', 'Foods', 'Market', 'Supplies', 'Grocers', 'Imports', 'Deli', 'Co'];

const PRODUCTS: [name: string, category: string, price: number][] = [
  ['Green Tea', 'Beverages', 18],
  ['Espresso Beans', 'Beverages', 24.5],
  ['Lemonade', 'Beverages', 6.75],
  ['Sparkling Water', 'Beverages', 4.2],
  ['Cheddar', 'Dairy', 12.4],
  ['Mozzarella', 'Dairy', 9.8],
  ['Greek Yogurt', 'Dairy', 5.6],
  ['Butter', 'Dairy', 7.1],
  ['Sourdough Bread', 'Bakery', 6.3],
  ['Croissants', 'Bakery', 8.9],
  ['Bagels', 'Bakery', 5.25],
  ['Olive Oil', 'Pantry', 21.0],
  ['Basmati Rice', 'Pantry', 11.5],
  ['Pasta', 'Pantry', 3.9],
  ['Tomato Sauce', 'Pantry', 4.75],
  ['Honey', 'Pantry', 14.2],
  ['Smoked Salmon', 'Seafood', 32.0],
  ['Shrimp', 'Seafood', 27.5],
  ['Tuna Steaks', 'Seafood', 29.9],
  ['Dark Chocolate', 'Confections', 9.5],
  ['Almond Cookies', 'Confections', 7.8],
  ['Maple Syrup', 'Confections', 16.4],
];
const SHIPPERS = ['Speedy Express', 'United Package', 'Federal Shipping'];
const SHIPPER_WEIGHTS = [5, 3, 2];

const round2 = (value: number) => Math.round(value * 100) / 100;

function isoDate(year: number, dayOfYear: number): string {
  const date = new Date(Date.UTC(year, 0, 1 + dayOfYear));
  return date.toISOString().slice(0, 10);
}

function customerRows(random: () => number): SalesTable['rows'] {
  const rows: SalesTable['rows'] = [];
  const taken = new Set<string>();
  while (rows.length < 48) {
    const name = `${NAME_STARTS[Math.floor(random() * NAME_STARTS.length)]} ${NAME_ENDS[Math.floor(random() * NAME_ENDS.length)]}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const [country, cities] = COUNTRIES[pickWeighted(random, COUNTRY_WEIGHTS)] ?? ['', []];
    const city = cities[Math.floor(random() * cities.length)] ?? '';
    const segment = SEGMENTS[pickWeighted(random, [5, 3, 2])] ?? 'Retail';
    rows.push([rows.length + 1, name, country, city, segment]);
  }
  return rows;
}

function productRows(random: () => number): SalesTable['rows'] {
  return PRODUCTS.map(([name, category, price], index) => {
    const cost = round2(price * (0.45 + random() * 0.3));
    const isDiscontinued = index % 7 === 3;
    return [index + 1, name, category, price, cost, isDiscontinued];
  });
}

/** Orders over 2022–2024 and their lines; a few customers (the last ones) never order. */
function orderRows(random: () => number, customers: number, products: SalesTable['rows']) {
  const orders: SalesTable['rows'] = [];
  const lines: SalesTable['rows'] = [];
  const activeCustomers = customers - 4;
  for (let orderId = 10_248; orders.length < 900; orderId += 1) {
    const year = 2022 + pickWeighted(random, [26, 33, 41]);
    const orderDate = isoDate(year, Math.floor(random() * 365));
    const shipDays = 1 + Math.floor(random() * 9);
    const shipped = new Date(Date.parse(orderDate) + shipDays * 86_400_000);
    const isShipped = random() > 0.04;
    // Customers order unevenly: a few regulars, many occasional ones.
    const customer = 1 + Math.floor(random() ** 1.7 * activeCustomers);
    const shipper = 1 + pickWeighted(random, SHIPPER_WEIGHTS);
    const freight = round2(3 + random() * 140);
    orders.push([
      orderId,
      customer,
      shipper,
      orderDate,
      isShipped ? shipped.toISOString().slice(0, 10) : null,
      freight,
    ]);
    const lineCount = 1 + pickWeighted(random, [30, 30, 20, 12, 8]);
    const chosen = new Set<number>();
    while (chosen.size < lineCount) chosen.add(Math.floor(random() * products.length));
    for (const index of chosen) {
      const product = products[index] ?? [];
      const quantity = 1 + Math.floor(random() ** 1.5 * 60);
      const discount = [0, 0, 0, 0.05, 0.1, 0.15, 0.2, 0.25][Math.floor(random() * 8)] ?? 0;
      lines.push([orderId, product[0] ?? 1, product[3] ?? 0, quantity, discount]);
    }
  }
  return { orders, lines };
}

/** The database's tables with their rows, parents first. */
export function salesTables(): SalesTable[] {
  const random = seededRandom(19_960_704);
  const customers = customerRows(random);
  const products = productRows(random);
  const { orders, lines } = orderRows(random, customers.length, products);
  return [
    {
      name: 'customers',
      columns: [
        ['customer_id', 'INTEGER'],
        ['company_name', 'VARCHAR(60)'],
        ['country', 'VARCHAR(40)'],
        ['city', 'VARCHAR(40)'],
        ['segment', 'VARCHAR(20)'],
      ],
      primaryKey: ['customer_id'],
      foreignKeys: [],
      rows: customers,
    },
    {
      name: 'products',
      columns: [
        ['product_id', 'INTEGER'],
        ['product_name', 'VARCHAR(60)'],
        ['category', 'VARCHAR(30)'],
        ['unit_price', 'DECIMAL(10,2)'],
        ['unit_cost', 'DECIMAL(10,2)'],
        ['discontinued', 'BOOLEAN'],
      ],
      primaryKey: ['product_id'],
      foreignKeys: [],
      rows: products,
    },
    {
      name: 'shippers',
      columns: [
        ['shipper_id', 'INTEGER'],
        ['company_name', 'VARCHAR(60)'],
      ],
      primaryKey: ['shipper_id'],
      foreignKeys: [],
      rows: SHIPPERS.map((name, index) => [index + 1, name]),
    },
    {
      name: 'orders',
      columns: [
        ['order_id', 'INTEGER'],
        ['customer_id', 'INTEGER'],
        ['shipper_id', 'INTEGER'],
        ['order_date', 'DATE'],
        ['shipped_date', 'DATE'],
        ['freight', 'DECIMAL(10,2)'],
      ],
      primaryKey: ['order_id'],
      foreignKeys: [
        { column: 'customer_id', references: 'customers', referencedColumn: 'customer_id' },
        { column: 'shipper_id', references: 'shippers', referencedColumn: 'shipper_id' },
      ],
      rows: orders,
    },
    {
      name: 'order_lines',
      columns: [
        ['order_id', 'INTEGER'],
        ['product_id', 'INTEGER'],
        ['unit_price', 'DECIMAL(10,2)'],
        ['quantity', 'INTEGER'],
        ['discount', 'DECIMAL(4,2)'],
      ],
      primaryKey: ['order_id', 'product_id'],
      foreignKeys: [
        { column: 'order_id', references: 'orders', referencedColumn: 'order_id' },
        { column: 'product_id', references: 'products', referencedColumn: 'product_id' },
      ],
      rows: lines,
    },
  ];
}

const literal = (value: string | number | boolean | null) => {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return String(value);
};

/** CREATE TABLE and INSERT statements for `tables`, readable by DuckDB and PostgreSQL alike. */
export function salesDatabaseSql(tables: SalesTable[], schema: string | null = null): string[] {
  const qualified = (name: string) => (schema ? `${schema}.${name}` : name);
  return tables.flatMap((table) => {
    const definitions = [
      ...table.columns.map(([name, type]) => `${name} ${type}`),
      `PRIMARY KEY (${table.primaryKey.join(', ')})`,
      ...table.foreignKeys.map(
        (key) =>
          `FOREIGN KEY (${key.column}) REFERENCES ${qualified(key.references)} (${key.referencedColumn})`,
      ),
    ];
    const create = `CREATE TABLE ${qualified(table.name)} (${definitions.join(', ')})`;
    const inserts: string[] = [];
    for (let start = 0; start < table.rows.length; start += 500) {
      const values = table.rows
        .slice(start, start + 500)
        .map((row) => `(${row.map(literal).join(', ')})`);
      inserts.push(`INSERT INTO ${qualified(table.name)} VALUES ${values.join(', ')}`);
    }
    return [create, ...inserts];
  });
}
