import type { ColumnRole, ColumnType } from '@tabletalk/contracts';
import { expandWords, splitName } from '@tabletalk/nlq';
import type { ColumnProfile } from './stats';

/** What role inference looks at for one column. */
export interface RoleInput {
  name: string;
  type: ColumnType;
  isPrimaryKey: boolean;
  isForeignKey: boolean;
  /** Null when the column's stats could not be read. */
  profile: ColumnProfile | null;
}

/** Last words that make a column a key whatever its values ("customer_id"). */
const keyWords = new Set(['id', 'uuid', 'guid']);

/** Last words of columns that are keys when nearly unique and categories otherwise. */
const codeWords = new Set(['code', 'key', 'number', 'sku', 'isbn', 'ssn', 'ean', 'upc']);

/** Last words of numeric columns that name categories or calendar parts, not quantities. */
const categoryWords = new Set([
  'type',
  'status',
  'category',
  'class',
  'level',
  'grade',
  'flag',
  'kind',
  'group',
  'zip',
  'zipcode',
  'postcode',
  'phone',
  'telephone',
  'month',
  'day',
  'week',
  'weekday',
  'quarter',
  'hour',
]);

/** Last words of numeric columns that are quantities even with few distinct values. */
const quantityWords = new Set([
  'amount',
  'price',
  'cost',
  'revenue',
  'sales',
  'total',
  'quantity',
  'count',
  'sum',
  'value',
  'balance',
  'salary',
  'income',
  'profit',
  'fee',
  'tax',
  'discount',
  'weight',
  'height',
  'age',
  'units',
  'score',
  'percent',
]);

/** Share of distinct among filled values from which a code-named column counts as a key. */
const keyDistinctShare = 0.9;

/** A numeric column with at most this many distinct values over many rows is a category. */
const maxCategoryValues = 12;

const isNumeric = (type: ColumnType): boolean => type === 'integer' || type === 'decimal';

function isPlausibleYearRange(profile: ColumnProfile | null): boolean {
  if (!profile || profile.min === null || profile.max === null) return true;
  const [min, max] = [Number(profile.min), Number(profile.max)];
  return Number.isInteger(min) && Number.isInteger(max) && min >= 1000 && max <= 2200;
}

function isNearlyUnique(profile: ColumnProfile | null): boolean {
  if (!profile || profile.filled < 2) return false;
  return profile.distinct / profile.filled >= keyDistinctShare;
}

function hasFewValuesOverManyRows(profile: ColumnProfile | null): boolean {
  if (!profile) return false;
  if (profile.distinct <= 2 && profile.filled > 0) return true;
  return profile.distinct <= maxCategoryValues && profile.filled >= profile.distinct * 10;
}

function numericRole(words: string[], profile: ColumnProfile | null, type: ColumnType): ColumnRole {
  const last = words[words.length - 1] ?? '';
  const isFlag = words[0] === 'is' || words[0] === 'has';
  // A code that is not a key (status_code, zip_code) is a category.
  if (isFlag || categoryWords.has(last) || codeWords.has(last)) return 'dimension';
  if (quantityWords.has(last) || type === 'decimal') return 'measure';
  return hasFewValuesOverManyRows(profile) ? 'dimension' : 'measure';
}

/**
 * The role of a column in questions, from its type, name and stats:
 * - time: dates and timestamps, and integer columns named year with values in a plausible range;
 * - identifier: primary and foreign key columns, columns named `id`/`…_id`, and code-like columns
 *   (`…_code`, `…_number`, `…_key`) whose values are nearly all distinct;
 * - dimension: text, booleans, numeric categories (`…_type`, `is_…`, month) and numbers with
 *   few distinct values over many rows, unless named as a quantity;
 * - measure: the other numbers.
 * @example inferRole({ name: 'order_qty', type: 'integer', isPrimaryKey: false, isForeignKey: false, profile: null }) // 'measure'
 */
export function inferRole(input: RoleInput): ColumnRole {
  const { type, profile } = input;
  const words = expandWords(splitName(input.name));
  const last = words[words.length - 1] ?? '';
  if (type === 'date' || type === 'timestamp') return 'time';
  if (type === 'integer' && words.includes('year') && isPlausibleYearRange(profile)) return 'time';
  if (input.isPrimaryKey || input.isForeignKey) return 'identifier';
  const canBeKey = type === 'integer' || type === 'text';
  if (canBeKey && keyWords.has(last)) return 'identifier';
  if (canBeKey && codeWords.has(last) && isNearlyUnique(profile)) return 'identifier';
  if (isNumeric(type)) return numericRole(words, profile, type);
  return 'dimension';
}
