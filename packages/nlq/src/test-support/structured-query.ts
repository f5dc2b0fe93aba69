import type { StructuredQuery, TableSource } from '@tabletalk/contracts';

/** A structured query of `from` with every part empty (no columns shown yet), to override. */
export function emptyQuery(
  from: TableSource,
  parts: Partial<StructuredQuery> = {},
): StructuredQuery {
  return {
    from,
    joins: [],
    select: [],
    distinct: false,
    where: [],
    groupBy: [],
    having: [],
    orderBy: [],
    limit: null,
    ...parts,
  };
}
