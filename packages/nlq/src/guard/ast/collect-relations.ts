import type { Dialect } from '@tabletalk/contracts';
import type { AstNode } from '../context';
import { isNode } from './walk';

/** A relation the statement names, with its name parts (qualifiers first). */
export interface RelationRef {
  parts: string[];
  /** True when the name resolves to a CTE visible where it is used. */
  isCte: boolean;
}

const nameKeys = ['catalog', 'db', 'schema', 'table'] as const;

function relationParts(node: AstNode): string[] {
  const parts: string[] = [];
  for (const key of nameKeys) {
    const value = node[key];
    const isRepeat = key === 'db' && value === node.catalog;
    if (typeof value === 'string' && value !== '' && !isRepeat) parts.push(...value.split('.'));
  }
  const named = parts.filter((part) => part !== '');
  // `FROM @stage` (Snowflake) or `FROM @var` arrives as a variable; keep its sign.
  const sign = node.type === 'var' && typeof node.prefix === 'string' ? node.prefix : '';
  return sign && named[0] !== undefined ? [`${sign}${named[0]}`, ...named.slice(1)] : named;
}

function isRelation(node: AstNode, key: string | null): boolean {
  if (key === 'surround' || node.type === 'column_ref' || typeof node.table !== 'string') {
    return false;
  }
  return 'db' in node || 'schema' in node || 'catalog' in node;
}

interface Cte {
  name: string;
  body: unknown;
  recursive: boolean;
}

function ctesOf(node: AstNode): Cte[] {
  if (!Array.isArray(node.with)) return [];
  return node.with.filter(isNode).map((cte) => {
    const name = isNode(cte.name) ? cte.name.value : cte.name;
    return {
      name: typeof name === 'string' ? name : '',
      body: cte.stmt,
      recursive: !!cte.recursive,
    };
  });
}

/**
 * Lists every relation the statement reads, resolving CTE names by scope: a CTE is visible to
 * the query that defines it, to later CTEs of the same WITH, and to itself only when recursive
 * (or on SQL Server, where recursion needs no keyword). A same-named real table used inside a
 * non-recursive CTE's own body (`WITH orders AS (SELECT * FROM orders)`) stays a real table.
 * Names compare case-sensitively so a case mismatch is checked as a real table. Throws nothing.
 */
export function collectRelations(ast: AstNode, dialect: Dialect): RelationRef[] {
  const found: RelationRef[] = [];
  const visit = (value: unknown, key: string | null, scope: Set<string>): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key, scope);
      return;
    }
    if (!isNode(value)) return;
    let inner = scope;
    const ctes = ctesOf(value);
    if (ctes.length > 0) {
      const recursive = dialect === 'mssql' || ctes.some((cte) => cte.recursive);
      inner = new Set(scope);
      for (const cte of ctes) {
        visit(cte.body, 'stmt', recursive ? new Set([...inner, cte.name]) : inner);
        inner.add(cte.name);
      }
    }
    if (isRelation(value, key)) {
      const parts = relationParts(value);
      const isCte = parts.length === 1 && inner.has(parts[0] ?? '');
      found.push({ parts, isCte });
    }
    for (const [childKey, child] of Object.entries(value)) {
      const isOwnWith = childKey === 'with' && ctes.length > 0;
      if (childKey !== 'loc' && !isOwnWith) visit(child, childKey, inner);
    }
  };
  visit(ast, null, new Set());
  return found;
}
