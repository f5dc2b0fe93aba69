import type { ColumnBatch } from './xlsx-append-protocol';
import { type CellValue, Kind, toText } from './xlsx-cells';

const DAY_MS = 86_400_000;

/**
 * Packs rows column by column for one batch sent to the append worker, each column in the
 * encoding of its declared kind: numbers (dates as epoch milliseconds, booleans 0/1) in typed
 * arrays, texts in arrays. A row is stored only if every value fits its column's kind, checked
 * and stored in one pass over the row.
 */
export class BatchBuilder {
  private readonly numbers: (Float64Array | null)[];
  private readonly nulls: (Uint8Array | null)[];
  private readonly texts: ((string | null)[] | null)[];
  size = 0;

  /**
   * @param kinds each column's declared kind; an Empty column is stored as text.
   * @param onUntyped called with each value stored in an Empty column (its kind is still open).
   */
  constructor(
    private readonly kinds: readonly Kind[],
    private readonly capacity: number,
    private readonly onUntyped: (index: number, value: Exclude<CellValue, null>) => void,
  ) {
    const isText = (kind: Kind) => kind === Kind.Text || kind === Kind.Empty;
    this.numbers = kinds.map((kind) => (isText(kind) ? null : new Float64Array(capacity)));
    this.nulls = kinds.map((kind) => (isText(kind) ? null : new Uint8Array(capacity)));
    this.texts = kinds.map((kind) => (isText(kind) ? new Array(capacity).fill(null) : null));
  }

  get isFull(): boolean {
    return this.size >= this.capacity;
  }

  /**
   * Stores a row (values by column position; missing ones are null) and returns true, or returns
   * false and counts nothing when the row is wider than the batch or a value does not fit its
   * column's kind (the column must be widened first).
   */
  add(values: readonly CellValue[]): boolean {
    const width = this.kinds.length;
    if (values.length > width || this.isFull) return false;
    const row = this.size;
    for (let index = 0; index < width; index += 1) {
      const value = index < values.length ? (values[index] ?? null) : null;
      const texts = this.texts[index];
      if (texts) {
        if (value !== null && this.kinds[index] === Kind.Empty) this.onUntyped(index, value);
        texts[row] = value === null ? null : toText(value);
        continue;
      }
      const nulls = this.nulls[index] as Uint8Array;
      if (value === null) {
        nulls[row] = 1;
        continue;
      }
      const number = toStoredNumber(this.kinds[index] as Kind, value);
      if (number === null) return false;
      (this.numbers[index] as Float64Array)[row] = number;
      nulls[row] = 0;
    }
    this.size += 1;
    return true;
  }

  /** The batch's columns, ready to send (the builder is not used afterwards). */
  take(): ColumnBatch[] {
    return this.kinds.map((kind, index): ColumnBatch => {
      const texts = this.texts[index];
      if (texts) return { kind, encoding: 'text', values: texts.slice(0, this.size) };
      return {
        kind,
        encoding: 'number',
        values: (this.numbers[index] as Float64Array).subarray(0, this.size),
        nulls: (this.nulls[index] as Uint8Array).subarray(0, this.size),
      };
    });
  }
}

/** A value as its numeric column stores it, or null when it does not fit the column's kind. */
function toStoredNumber(kind: Kind, value: Exclude<CellValue, null>): number | null {
  switch (kind) {
    case Kind.Integer:
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
    case Kind.Double:
      return typeof value === 'number' ? value : null;
    case Kind.Boolean:
      return typeof value === 'boolean' ? Number(value) : null;
    case Kind.Date: {
      if (!(value instanceof Date)) return null;
      const time = value.getTime();
      return time % DAY_MS === 0 ? time : null;
    }
    case Kind.Timestamp:
      return value instanceof Date ? value.getTime() : null;
    default:
      return null;
  }
}
