import type { SemanticModel } from '@tabletalk/contracts';
import type { SqlDialect } from '../dialects';
import { CompileError } from './compile-error';
import type { ParamList } from './param-list';
import { createScope, type Scope } from './resolve-columns';

/**
 * Where an expression is compiled: aggregates are refused in WHERE, and a share (a window over
 * the grouped rows) only makes sense in SELECT and ORDER BY.
 */
export type Clause = 'select' | 'where' | 'having';

/** Everything the compile steps share for one query level. */
export interface CompileContext {
  dialect: SqlDialect;
  model: SemanticModel;
  params: ParamList;
  scope: Scope;
  clause: Clause;
}

/** The context for a subquery: same params, a new scope nested in the current one. */
export function nestedContext(context: CompileContext): CompileContext {
  return { ...context, scope: createScope(context.scope) };
}

/** The same context compiling a different clause. */
export function inClause(context: CompileContext, clause: Clause): CompileContext {
  return { ...context, clause };
}

/**
 * A name from the query or the model quoted for the dialect.
 * @throws CompileError INVALID_IDENTIFIER for an empty name or one containing NUL.
 */
export function quoteName(context: CompileContext, name: string): string {
  if (name.length === 0 || name.includes('\0')) {
    throw new CompileError('INVALID_IDENTIFIER', `Invalid SQL name ${JSON.stringify(name)}`);
  }
  return context.dialect.quoteIdentifier(name);
}
