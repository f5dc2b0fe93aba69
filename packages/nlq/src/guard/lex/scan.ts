/** Where a quoted or commented span ends; `closed` is false when the text ran out first. */
export interface SpanEnd {
  end: number;
  closed: boolean;
}

/**
 * Finds the end of a span opened at `start` (the opener is `openLength` long) and closed by
 * `close`. `doubled` treats a repeated closer as an escaped one ('it''s'); `backslash` skips the
 * character after a backslash. Throws nothing.
 */
export function scanDelimited(
  sql: string,
  start: number,
  openLength: number,
  close: string,
  options: { backslash: boolean; doubled: boolean },
): SpanEnd {
  let i = start + openLength;
  while (i < sql.length) {
    if (options.backslash && sql[i] === '\\') {
      i += 2;
      continue;
    }
    if (sql.startsWith(close, i)) {
      if (options.doubled && sql.startsWith(close, i + close.length)) {
        i += close.length * 2;
        continue;
      }
      return { end: i + close.length, closed: true };
    }
    i += 1;
  }
  return { end: sql.length, closed: false };
}

/** Finds the end of a block comment opened at `start`, counting nested openers when asked. Throws nothing. */
export function scanBlockComment(sql: string, start: number, nested: boolean): SpanEnd {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (nested && sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return { end: i, closed: true };
    } else {
      i += 1;
    }
  }
  return { end: sql.length, closed: false };
}

/** Finds the end of a line comment: the line break is not part of it. Throws nothing. */
export function scanLineComment(sql: string, start: number): number {
  let i = start;
  while (i < sql.length && sql[i] !== '\n' && sql[i] !== '\r') i += 1;
  return i;
}

const dollarTag = /\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;

/** The `$tag$` opening a dollar-quoted string at `start`, or null when there is none. Throws nothing. */
export function dollarQuoteTagAt(sql: string, start: number): string | null {
  dollarTag.lastIndex = start;
  const match = dollarTag.exec(sql);
  return match ? match[0] : null;
}
