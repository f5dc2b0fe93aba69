import type { AstNode } from '../context';
import { isNode } from './walk';

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value.value === 'string') return value.value;
  return null;
}

/**
 * The name parts (qualifiers first) of a function-call node, or null when the node is not a
 * call. Reads both shapes node-sql-parser uses: `{ name: { name: [..], schema } }` for calls and
 * `{ type: 'aggr_func', name: 'COUNT' }` for aggregates. Throws nothing.
 */
export function functionNameParts(node: AstNode): string[] | null {
  const { name } = node;
  if (typeof name === 'string' && typeof node.type === 'string' && node.type.includes('func')) {
    return [name];
  }
  if (!isNode(name) || !Array.isArray(name.name)) return null;
  const parts = name.name.map(textOf).filter((part): part is string => part !== null);
  const schema = textOf(name.schema);
  const qualified = schema ? [schema, ...parts] : parts;
  return qualified.flatMap((part) => part.split('.'));
}
