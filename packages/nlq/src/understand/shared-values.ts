import type { ColumnExpr, Condition, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import type { FilterSpec, Frame } from './frame';
import { lemmasOf } from './lexicon';
import type { Mention } from './link';

type Shared = Extract<FilterSpec, { kind: 'shared' }>;

function tableNamed(mention: Mention | undefined): SemanticTable | undefined {
  const target = mention?.entries[0]?.target;
  return target?.kind === 'table' ? target.table : undefined;
}

function sameNamed(table: SemanticTable, name: string) {
  return table.columns.find((c) => !c.hidden && lemmasOf(c.name).join(' ') === name);
}

/**
 * "Which states have both owners and professionals?", "cities where both customers and stores
 * are": one attribute asked of two tables named after "both ... and" lists the values found in
 * both — the first table's values that the second's column also holds, each once.
 */
export function readSharedValues(context: ReadContext, frame: Frame): void {
  const both = context.tokens.findIndex((token) => token.lower === 'both');
  const [only, ...more] = frame.selects;
  if (both < 0 || more.length > 0 || only?.kind !== 'column') return;
  if (frame.filters.length + frame.groupBy.length + frame.orderBy.length > 0) return;
  const first = context.mentions.find((m) => m.start === both + 1);
  const second = first
    ? context.mentions.find(
        (m) => m.start === first.end + 1 && context.tokens[first.end]?.lower === 'and',
      )
    : undefined;
  const [a, b] = [tableNamed(first), tableNamed(second)];
  if (!a || !b || a === b) return;
  const name = lemmasOf(only.ref.column.name).join(' ');
  const [inA, inB] = [sameNamed(a, name), sameNamed(b, name)];
  if (!inA || !inB) return;
  frame.focus = a;
  frame.selects = [{ kind: 'column', ref: { table: a, column: inA } }];
  frame.distinct = true;
  frame.joins = frame.joins.filter((table) => table !== a && table !== b);
  frame.filters.push({
    kind: 'shared',
    ref: { table: a, column: inA },
    other: { table: b, column: inB },
    negate: false,
  });
}

/** EXISTS over the other table's rows holding the outer column's value. */
export function sharedValueCondition(outer: ColumnExpr, filter: Shared): Condition {
  const { table, column } = filter.other;
  const alias = `${table.name.toLowerCase().replace(/[^a-z0-9_]/g, '_') || 't'}_shared`;
  return {
    kind: 'exists',
    negate: filter.negate,
    from: { name: table.name, schema: table.schema, as: alias },
    joins: [],
    correlate: [{ left: { kind: 'column', table: alias, column: column.name }, right: outer }],
    where: [],
  };
}
