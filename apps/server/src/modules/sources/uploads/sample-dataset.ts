import { writeFileSync } from 'node:fs';
import { seededRandom } from '@tabletalk/nlq';

/** Rows in the sample dataset: a few thousand orders, enough for trends, small enough to load fast. */
export const SAMPLE_ROW_COUNT = 4_000;
export const SAMPLE_NAME = 'Sample sales';

const HEADER = [
  'order_id',
  'order_date',
  'region',
  'country',
  'customer_segment',
  'product',
  'category',
  'quantity',
  'unit_price',
  'revenue',
];

const REGIONS: [region: string, countries: string[]][] = [
  ['North America', ['United States', 'Canada', 'Mexico']],
  ['Europe', ['Germany', 'France', 'United Kingdom', 'Spain', 'Italy']],
  ['Asia Pacific', ['Japan', 'Australia', 'India', 'Singapore']],
  ['Latin America', ['Brazil', 'Argentina', 'Chile']],
];
const REGION_WEIGHTS = [0.38, 0.3, 0.22, 0.1];

const PRODUCTS: [product: string, category: string, listPrice: number][] = [
  ['Laptop', 'Electronics', 1_200],
  ['Monitor', 'Electronics', 300],
  ['Headphones', 'Electronics', 150],
  ['Keyboard', 'Electronics', 80],
  ['Desk', 'Furniture', 450],
  ['Office Chair', 'Furniture', 250],
  ['Bookshelf', 'Furniture', 180],
  ['Paper Pack', 'Office Supplies', 25],
  ['Pen Set', 'Office Supplies', 12],
  ['Stapler', 'Office Supplies', 18],
  ['Antivirus', 'Software', 60],
  ['Office Suite', 'Software', 150],
];
const SEGMENTS = ['Consumer', 'Small Business', 'Enterprise'];

/** The one seeded generator (mulberry32), so every organization's sample is the same data. */
export { seededRandom };

/** An index drawn with the given weights (any positive numbers; shares of 1 in the sample). */
export function pickWeighted(random: () => number, weights: number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** A date in 2022–2024, later years and the fourth quarter more likely (growth, seasonality). */
function orderDate(random: () => number): string {
  const year = 2022 + pickWeighted(random, [0.27, 0.33, 0.4]);
  const month = pickWeighted(
    random,
    [7, 7, 8, 8, 8, 8, 8, 8, 8, 9, 10, 11].map((w) => w / 100),
  );
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** One order without its id (ids follow date order, given after sorting). */
function orderRow(random: () => number): string[] {
  const [region, countries] = REGIONS[pickWeighted(random, REGION_WEIGHTS)] ??
    REGIONS[0] ?? ['', []];
  const [product, category, listPrice] = pick(random, PRODUCTS);
  const quantity = 1 + Math.floor(random() ** 2 * 10);
  const unitPrice = Math.round(listPrice * (0.9 + random() * 0.2) * 100) / 100;
  return [
    orderDate(random),
    region,
    pick(random, countries),
    pick(random, SEGMENTS),
    product,
    category,
    String(quantity),
    unitPrice.toFixed(2),
    (quantity * unitPrice).toFixed(2),
  ];
}

/**
 * Writes the sample sales dataset as CSV: orders over three years with region, country,
 * segment, product, category, quantity, unit price and revenue. Deterministic: the same bytes
 * every time. Rows are sorted by date, as an export from a shop system would be. `rowCount`
 * (default SAMPLE_ROW_COUNT) makes a bigger one for benchmarks.
 */
export function writeSampleSalesCsv(
  filePath: string,
  options: { rowCount?: number } = {},
): { rowCount: number } {
  const random = seededRandom(20_240_101);
  const rows = Array.from({ length: options.rowCount ?? SAMPLE_ROW_COUNT }, () => orderRow(random));
  rows.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
  const withIds = rows.map((row, index) => [`SO-${10_001 + index}`, ...row]);
  const lines = [HEADER, ...withIds].map((cells) => cells.join(','));
  writeFileSync(filePath, `${lines.join('\n')}\n`);
  return { rowCount: rows.length };
}
