import type { Join, SemanticModel, StructuredQuery, TableSource } from '@tabletalk/contracts';
import { findTable } from '../../model';

/** A fresh alias for a table joined for a measure: its name, numbered when taken. */
function freshAlias(query: StructuredQuery, name: string): string {
  const taken = new Set([query.from.as, ...query.joins.map((join) => join.table.as)]);
  if (!taken.has(name)) return name;
  let index = 2;
  while (taken.has(`${name}_${index}`)) index++;
  return `${name}_${index}`;
}

/**
 * The alias of `table` in the query seen from `home` (the measure's own table): a table already
 * joined, else a new inner join along a relationship between the two (a line's product for its
 * unit cost), added to `query.joins`. Null when no relationship links them directly.
 */
export function aliasForTable(
  model: SemanticModel,
  query: StructuredQuery,
  home: TableSource,
  table: string,
): string | null {
  if (table === home.name) return home.as;
  const joined = [query.from, ...query.joins.map((join) => join.table)].find(
    (source) => source.name === table,
  );
  if (joined) return joined.as;
  const target = findTable(model.tables, table, home.schema);
  if (!target) return null;
  for (const r of model.relationships) {
    const forward = r.fromTable === home.name && r.toTable === table;
    const backward = r.toTable === home.name && r.fromTable === table;
    if (!forward && !backward) continue;
    const as = freshAlias(query, table);
    const [homeColumns, otherColumns] = forward
      ? [r.fromColumns, r.toColumns]
      : [r.toColumns, r.fromColumns];
    const join: Join = {
      table: { name: target.name, schema: target.schema, as },
      type: 'inner',
      on: homeColumns.map((column, i) => ({
        left: { kind: 'column', table: as, column: otherColumns[i] ?? column },
        right: { kind: 'column', table: home.as, column },
      })),
    };
    query.joins.push(join);
    return as;
  }
  return null;
}
