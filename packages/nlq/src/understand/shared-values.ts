import type { ColumnExpr, Condition, SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { type ReadContext, wordsBetween } from './context';
import type { FilterSpec, Frame } from './frame';
import { lemmasOf } from './lexicon';
import type { Mention } from './link';

type Shared = Extract<FilterSpec, { kind: 'shared' }>;

function tableNamed(mention: Mention | undefined): SemanticTable | undefined {
  const target = mention?.entries[0]?.target;
  return target?.kind === 'table' ? target.table : undefined;
}

/** The table a span names, itself or as the owner of a column ("cities of customers"). */
function ownerNamed(mention: Mention): SemanticTable | undefined {
  const target = mention.entries[0]?.target;
  return target?.kind === 'column' ? target.table : tableNamed(mention);
}

function sameNamed(table: SemanticTable, name: string) {
  return table.columns.find((c) => !c.hidden && lemmasOf(c.name).join(' ') === name);
}

/** Words saying that values are found in each of two tables ("both", "in common", "shared by"). */
const sharedCues = new Set(['both', 'common', 'shared', 'share']);

/** Words that may stand with "and" between two tables named in a row ("by some A and by some B"). */
const listFillers = new Set(['and', 'by', 'some', 'all', 'the', 'of', 'from']);

/** Two tables named one after the other, joined by "and", after a cue that both are meant. */
function cuedTablePair(context: ReadContext): [Mention, SemanticTable, SemanticTable] | null {
  const cue = context.tokens.findIndex((token) => sharedCues.has(token.lower));
  if (cue < 0) return null;
  const after = context.mentions.filter((m) => m.start > cue);
  for (const [i, first] of after.entries()) {
    const second = after[i + 1];
    if (!second) break;
    const between = wordsBetween(context, first.end, second.start);
    if (!between.includes('and') || !between.every((word) => listFillers.has(word))) continue;
    const [a, b] = [ownerNamed(first), tableNamed(second)];
    if (a && b && a !== b) return [first, a, b];
  }
  return null;
}

/**
 * The columns of `a` and `b` named by a name both share: by the span naming `a`'s column
 * ("cities of customers"), else by the nearest span before it.
 */
function askedOfBoth(
  context: ReadContext,
  before: Mention,
  a: SemanticTable,
  b: SemanticTable,
): [SemanticColumn, SemanticColumn] | null {
  const ownColumn = before.entries[0]?.target.kind === 'column' ? [before] : [];
  const earlier = [
    ...ownColumn,
    ...context.mentions.filter((m) => m.end <= before.start).reverse(),
  ];
  for (const mention of earlier) {
    for (const { target } of mention.entries) {
      if (target.kind !== 'column') continue;
      const name = lemmasOf(target.column.name).join(' ');
      const [inA, inB] = [sameNamed(a, name), sameNamed(b, name)];
      if (inA && inB) return [inA, inB];
    }
  }
  return null;
}

/** Whether the frame shows, groups or filters nothing but what the two tables hold. */
function asksOnlyOf(frame: Frame, tables: SemanticTable[]): boolean {
  if (frame.filters.length + frame.orderBy.length > 0) return false;
  // "used by customers and by staff": "by" names who holds the values, not a grouping.
  const grouped = frame.groupBy.every((g) => !('column' in g) && tables.includes(g.table));
  const shown = frame.selects.every(
    (s) =>
      (s.kind === 'column' && tables.includes(s.ref.table)) ||
      (s.kind === 'entity' && tables.includes(s.table)),
  );
  return grouped && shown;
}

/**
 * "Which states have both owners and professionals?", "the common login names of authors and
 * students", "last names used both by some customers and by some staff": an attribute asked of
 * two tables named with "and" after "both", "common" or "shared" lists the values found in both —
 * the first table's values that the second's column also holds, each once.
 */
export function readSharedValues(context: ReadContext, frame: Frame): void {
  const pair = cuedTablePair(context);
  if (!pair) return;
  const [first, a, b] = pair;
  const asked = askedOfBoth(context, first, a, b);
  if (!asked || !asksOnlyOf(frame, [a, b])) return;
  const [inA, inB] = asked;
  frame.focus = a;
  frame.selects = [{ kind: 'column', ref: { table: a, column: inA } }];
  frame.distinct = true;
  frame.groupBy = [];
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
