import { isKeyword, type Token } from '../lex/token';

const setOperators = ['UNION', 'INTERSECT', 'EXCEPT', 'MINUS'];

/** The outer query's shape, read from its depth-0 tokens. */
export interface QueryShape {
  /** Depth-0 tokens of the statement, comments removed. */
  top: Token[];
  /** Index in `top` where the main query (after any CTEs) starts. */
  mainStart: number;
  /** True when the main query combines selects with UNION / INTERSECT / EXCEPT. */
  hasSetOperator: boolean;
  /** The TOP keyword of the main SELECT (SQL Server, Snowflake), if any. */
  topIndex: number | null;
}

function mainQueryStart(top: Token[]): number {
  if (!isKeyword(top[0], 'WITH')) return 0;
  const select = top.findIndex((token) => isKeyword(token, 'SELECT'));
  return Math.max(select, 0);
}

/** Reads the outer query's shape from the statement's tokens. Throws nothing. */
export function readQueryShape(code: Token[]): QueryShape {
  const top = code.filter((token) => token.depth === 0);
  const mainStart = mainQueryStart(top);
  const main = top.slice(mainStart);
  const hasSetOperator = main.some((token) => setOperators.some((op) => isKeyword(token, op)));
  let topIndex: number | null = null;
  if (isKeyword(top[mainStart], 'SELECT')) {
    let i = mainStart + 1;
    if (isKeyword(top[i], 'DISTINCT') || isKeyword(top[i], 'ALL')) i += 1;
    if (isKeyword(top[i], 'TOP')) topIndex = i;
  }
  return { top, mainStart, hasSetOperator, topIndex };
}

/** Index in `top` of the last depth-0 keyword given, or -1. Throws nothing. */
export function lastKeyword(top: Token[], keyword: string): number {
  for (let i = top.length - 1; i >= 0; i -= 1) {
    if (isKeyword(top[i], keyword)) return i;
  }
  return -1;
}
