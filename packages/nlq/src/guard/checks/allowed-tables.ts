import { collectRelations } from '../ast/collect-relations';
import { readTableList } from '../ast/parser-table-list';
import { isNode, walk } from '../ast/walk';
import type { AstNode, TreeCheck } from '../context';
import { refuse } from '../types';
import { isAllowedTable } from './is-allowed-table';

function cteNamesAnywhere(ast: AstNode): Set<string> {
  const names = new Set<string>();
  walk(ast, (node) => {
    if (!Array.isArray(node.with)) return;
    for (const cte of node.with.filter(isNode)) {
      const name = isNode(cte.name) ? cte.name.value : cte.name;
      if (typeof name === 'string') names.add(name.toLowerCase());
    }
  });
  return names;
}

const notAllowed = () =>
  refuse('NOT_ALLOWED_TABLE', 'The query reads a table you do not have access to.');

/**
 * When `allowedTables` is given, refuses a statement reading any relation outside it. CTE names
 * are resolved by scope; names compare case-insensitively; a reference without a schema matches
 * an allowed table of any schema. Any table the parser lists that the tree walk did not resolve
 * is refused too, so a relation in an unusual position cannot slip through. Throws nothing.
 */
export const allowedTables: TreeCheck = ({ ast, dialect, options, tableList }) => {
  const allowed = options.allowedTables;
  if (!allowed) return null;
  const relations = collectRelations(ast, dialect);
  const real = relations.filter((relation) => !relation.isCte);
  if (real.some((relation) => !isAllowedTable(allowed, relation.parts))) return notAllowed();
  const seen = new Set(relations.map((relation) => relation.parts.at(-1)?.toLowerCase()));
  const ctes = cteNamesAnywhere(ast);
  const unresolved = readTableList(tableList).some((table) => {
    const name = table.parts.at(-1)?.toLowerCase() ?? '';
    return !seen.has(name) && !ctes.has(name);
  });
  return unresolved ? notAllowed() : null;
};
