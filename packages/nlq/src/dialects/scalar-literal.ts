import type { ScalarValue } from '@tabletalk/contracts';

/** How one dialect writes a string and the two booleans. */
export interface LiteralStyle {
  quoteString: (value: string) => string;
  booleans: readonly [falseSql: string, trueSql: string];
}

/**
 * A scalar as an SQL literal in the given style: numbers as plain decimals, booleans in the
 * dialect's spelling, strings through its quoting function.
 * @throws RangeError for a non-finite number or text containing NUL.
 */
export function toScalarLiteral(value: ScalarValue, style: LiteralStyle): string {
  switch (typeof value) {
    case 'boolean':
      return value ? style.booleans[1] : style.booleans[0];
    case 'number':
      if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} as an SQL literal`);
      return String(value);
    case 'string':
      return style.quoteString(value);
    default:
      throw new RangeError(`Cannot write a ${typeof value} as an SQL literal`);
  }
}
