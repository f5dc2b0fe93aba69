import type { Condition } from '@tabletalk/contracts';
import type { CompileContext } from './compile-context';

/**
 * Compiles a list of conditions AND-ed together, or returns null for an empty list. Subquery
 * compilers receive it as an argument so the condition modules do not import each other in a
 * circle.
 */
export type ConditionsCompiler = (
  context: CompileContext,
  conditions: Condition[],
) => string | null;
