import { isKeyword, type Token } from '../lex/token';
import { type CountDecision, decideCount } from './row-count';

/** A `TOP n` / `TOP (n)` clause and what the cap should do with it. */
export interface TopClause {
  /** The count token when it is a single token, else undefined. */
  count: Token | undefined;
  decision: CountDecision;
}

/**
 * Reads `TOP n`, `TOP (n)`, `TOP (n) PERCENT` and `TOP n WITH TIES` starting at `code[index]`.
 * PERCENT and WITH TIES make the row count unknowable, so they decide `unknown`. Throws nothing.
 */
export function readTopClause(code: Token[], index: number, maxRows: number): TopClause {
  const next = code[index + 1];
  let count = next;
  let end = index + 1;
  if (next?.text === '(') {
    const close = code.findIndex(
      (t, i) => i > index + 1 && t.text === ')' && t.depth === next.depth,
    );
    count = close === index + 3 ? code[index + 2] : undefined;
    end = close < 0 ? code.length : close;
  }
  const percent = isKeyword(code[end + 1], 'PERCENT');
  const tiesAt = percent ? end + 2 : end + 1;
  const ties = isKeyword(code[tiesAt], 'WITH') && isKeyword(code[tiesAt + 1], 'TIES');
  const decision = percent || ties ? 'unknown' : decideCount(count, maxRows);
  return { count, decision };
}
