import type { AstNode } from '../context';

/** True for a plain object node of the AST. Throws nothing. */
export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Visits every object in the tree, whatever field it hangs from, so a subquery in an
 * unexpected position is still seen. `key` is the field the node was found under (null at the
 * root). Location records (`loc`) are skipped. Throws nothing.
 */
export function walk(root: unknown, visit: (node: AstNode, key: string | null) => void): void {
  const stack: [unknown, string | null][] = [[root, null]];
  while (stack.length > 0) {
    const [value, key] = stack.pop() as [unknown, string | null];
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, key]);
    } else if (isNode(value)) {
      visit(value, key);
      for (const [childKey, child] of Object.entries(value)) {
        if (childKey !== 'loc' && typeof child === 'object' && child !== null) {
          stack.push([child, childKey]);
        }
      }
    }
  }
}
