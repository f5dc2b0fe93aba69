import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { pluralize, singularize } from '../text';
import { lowerFirst } from './sentence-text';

/** Last words of a key column's label that say "this names one row" ("Order id", "Invoice no"). */
const KEY_WORDS = new Set(['id', 'key', 'number', 'no', 'num', 'code', 'ref', 'reference']);

/** A lowercase word with a plural of its own: "order" counts, "data" or "sheet1" do not. */
function isCountable(word: string): boolean {
  const singular = singularize(word);
  return /^[a-z]+$/.test(singular) && pluralize(singular) !== singular;
}

/** A phrase (a label) whose head (last) word counts, in lowercase singular; null when it does not. */
export function countableNoun(label: string): string | null {
  const words = lowerFirst(label.trim()).split(/\s+/).filter(Boolean);
  const head = words.pop()?.toLowerCase();
  if (!head || !isCountable(head)) return null;
  return [...words, singularize(head)].join(' ');
}

/** Whether each row has its own value in the column: a key, or as many distinct values as rows. */
function identifiesRows(table: SemanticTable, column: SemanticColumn): boolean {
  const isKey = table.primaryKey.length === 1 && table.primaryKey[0] === column.name;
  const isUnique = column.role === 'identifier' && column.stats.distinctCount === table.rowCount;
  return isKey || (isUnique && table.rowCount > 0);
}

/** "Order id" → "order": the thing a row-identifying column names, when its label says so. */
function keyNoun(column: SemanticColumn): string | null {
  const words = column.label.trim().toLowerCase().split(/\s+/);
  const last = words.pop();
  if (!last || !KEY_WORDS.has(last) || words.length === 0) return null;
  return countableNoun(words.join(' '));
}

/**
 * What one row of a table is, as a countable noun in the singular, for sentences that count rows:
 * the table's label when it counts ("orders" → "order", "order items" → "order item"), else what
 * its row-identifying column names ("data" with a unique "Order id" → "order"), else null (say
 * "rows"). Never a rule for one table: any label whose head word has no plural ("data",
 * "information", "sheet1") falls through to the key.
 */
export function rowNoun(table: SemanticTable): string | null {
  const fromLabel = countableNoun(table.label);
  if (fromLabel) return fromLabel;
  for (const column of table.columns) {
    if (!identifiesRows(table, column)) continue;
    const noun = keyNoun(column);
    if (noun) return noun;
  }
  return null;
}

/** A noun in the number a count needs: `nounFor('order', 2)` → "orders". */
export function nounFor(noun: string, count: number): string {
  const words = noun.split(' ');
  const singular = words.pop() ?? noun;
  return [...words, count === 1 ? singular : pluralize(singular)].join(' ');
}
