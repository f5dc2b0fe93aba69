import { functionNameParts } from '../ast/function-name';
import { walk } from '../ast/walk';
import type { TreeCheck } from '../context';
import { isDeniedFunction } from '../denylists/functions';
import { type GuardRefusal, refuse } from '../types';

/**
 * Refuses any call, anywhere in the tree (select list, WHERE, a subquery inside another call's
 * arguments, FROM), to a function on the dialect's denylist: file readers, sleeps, admin and
 * network functions, or any function qualified by a system schema. Throws nothing.
 */
export const deniedFunctions: TreeCheck = ({ ast, dialect }) => {
  let refusal: GuardRefusal | null = null;
  walk(ast, (node) => {
    const parts = refusal ? null : functionNameParts(node);
    if (parts && isDeniedFunction(dialect, parts)) {
      refusal = refuse('DENIED_FUNCTION', `The function ${parts.at(-1)} is not allowed.`);
    }
  });
  return refusal;
};
