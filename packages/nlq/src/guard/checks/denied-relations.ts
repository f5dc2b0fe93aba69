import { collectRelations } from '../ast/collect-relations';
import { readTableList } from '../ast/parser-table-list';
import type { TreeCheck } from '../context';
import { isDeniedRelation } from '../denylists/relations';
import { refuse } from '../types';

/**
 * Refuses a statement reading a system catalog (`pg_catalog.*`, `information_schema.*`,
 * `mysql.*`, `sys.*`, `snowflake.account_usage.*`, `pg_authid`, `duckdb_*`), whatever the quoting
 * or letter case, or a file path used as a relation (DuckDB `FROM 'file.csv'`). Reads both the
 * tree and the parser's own table list. Throws nothing.
 */
export const deniedRelations: TreeCheck = ({ ast, dialect, tableList }) => {
  const named = [
    ...collectRelations(ast, dialect).map((relation) => relation.parts),
    ...readTableList(tableList).map((table) => table.parts),
  ];
  const denied = named.some((parts) => isDeniedRelation(dialect, parts));
  return denied ? refuse('DENIED_RELATION', 'System catalogs and files cannot be queried.') : null;
};
