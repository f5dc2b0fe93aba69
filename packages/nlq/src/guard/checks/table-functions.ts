import { functionNameParts } from '../ast/function-name';
import { isNode, walk } from '../ast/walk';
import type { AstNode, TreeCheck } from '../context';
import { isAllowedTableFunction } from '../denylists/table-functions';
import { type GuardRefusal, refuse } from '../types';

/** The call a FROM item stands for, looking through Snowflake's `TABLE(...)` wrapper. */
function tableCallName(item: AstNode): string | null {
  // UNNEST(expr) only spreads an array; calls inside it are checked like any other call.
  if (item.type === 'unnest') return null;
  const call = isNode(item.expr) ? item.expr : item;
  const parts = functionNameParts(call);
  const name = parts?.at(-1);
  if (!name) return null;
  const args = isNode(call.args) && Array.isArray(call.args.value) ? call.args.value : [];
  const [inner] = args;
  if (name.toLowerCase() === 'table' && isNode(inner)) {
    return functionNameParts(inner)?.at(-1) ?? name;
  }
  return name;
}

/**
 * Refuses a function used as a relation in FROM or JOIN unless it is one of the dialect's
 * harmless row generators (`unnest`, `generate_series`, `flatten`...): table functions are how
 * engines read files, URLs and other databases. Throws nothing.
 */
export const tableFunctions: TreeCheck = ({ ast, dialect }) => {
  let refusal: GuardRefusal | null = null;
  walk(ast, (node, key) => {
    if (refusal || key !== 'from') return;
    const name = tableCallName(node);
    if (name && !isAllowedTableFunction(dialect, name)) {
      refusal = refuse('DENIED_FUNCTION', `The table function ${name} is not allowed.`);
    }
  });
  return refusal;
};
