export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: number;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Big integers and decimals arrive as strings; numeric collation orders them as numbers.
  return collator.compare(String(a), String(b));
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The order in which to show rows sorted by one column, as indexes into `rows` (which stays
 * untouched, so each row keeps its number). Blank cells go last in both directions; equal
 * cells keep their order (the sort is stable). Without a sort: 0, 1, 2…
 */
export function sortRowIndexes(rows: readonly unknown[][], sort: SortState | null): number[] {
  const indexes = rows.map((_, index) => index);
  if (!sort) return indexes;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return indexes.sort((left, right) => {
    const a = rows[left]?.[sort.column];
    const b = rows[right]?.[sort.column];
    if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
    return factor * compareValues(a, b);
  });
}

/** Header clicks cycle: ascending, descending, unsorted. */
export function nextSort(current: SortState | null, column: number): SortState | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
