import type { Dialect } from '@tabletalk/contracts';
import { buildTextContext } from './build-context';
import type { TextContext, TreeContext } from './context';
import { parseStatement } from './parse-statement';
import type { GuardOptions } from './types';

/**
 * Builds the text context a check sees, for tests of single checks. Throws nothing.
 */
export function textContextFor(
  sql: string,
  dialect: Dialect = 'postgres',
  extra: Partial<GuardOptions> = {},
): TextContext {
  return buildTextContext(sql, { dialect, maxRows: 100, ...extra });
}

/**
 * Builds the parsed context a tree check sees, for tests of single checks.
 * Throws an Error when the statement does not parse (a broken test fixture).
 */
export function treeContextFor(
  sql: string,
  dialect: Dialect = 'postgres',
  extra: Partial<GuardOptions> = {},
): TreeContext {
  const context = textContextFor(sql, dialect, extra);
  const parsed = parseStatement(context);
  if ('ok' in parsed) throw new Error(`fixture does not parse: ${parsed.message}`);
  return { ...context, ...parsed };
}
