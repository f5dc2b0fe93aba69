import type { SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import type { Frame, SelectSpec } from '../frame';
import { joinDistance } from '../join-graph';
import { labelColumn } from '../resolve';
import { countCue, type EntityWords, namedEntities } from './count-entities';
import type { FrameRule } from './frame-builder';

/** Whether a select shows the entity itself (its identifier, or its own table's label). */
function showsEntity(spec: SelectSpec, entity: string): boolean {
  if (spec.kind === 'column') return spec.ref.column.entity === entity;
  if (spec.kind === 'entity') return spec.table.grain === entity;
  return false;
}

/** The table whose rows are the entity, when the focus reaches it; else the focus. */
function countedTable(
  context: ReadContext,
  frame: Frame,
  entity: string,
): SemanticTable | undefined {
  if (frame.focus.grain === entity) return undefined;
  return context.model.tables.find(
    (t) => t.grain === entity && Number.isFinite(joinDistance(context.model, frame.focus, t)),
  );
}

/** What another named entity is shown by: its own table, else its identifier in the focus. */
function groupFor(context: ReadContext, frame: Frame, other: EntityWords): SelectSpec | null {
  const table = context.model.tables.find(
    (t) => t.grain === other.entity && Number.isFinite(joinDistance(context.model, frame.focus, t)),
  );
  if (table) return { kind: 'entity', table };
  const column = frame.focus.columns.find((c) => c.entity === other.entity && !c.hidden);
  return column ? { kind: 'column', ref: { table: frame.focus, column } } : null;
}

/**
 * A column shown for its groups ("which country has the most orders") is the group, not its
 * table's key; a table's own label ("which customer") still groups by the key.
 */
function groupByShownColumns(frame: Frame, shown: SelectSpec[], entity: string): void {
  if (frame.groupBy.length > 0) return;
  frame.groupBy = shown.flatMap((spec) =>
    spec.kind === 'column' &&
    spec.ref.column.role !== 'identifier' &&
    (spec.ref.column !== labelColumn(spec.ref.table) || spec.ref.table.grain === entity)
      ? [spec.ref]
      : [],
  );
}

const hasAggregate = (frame: Frame) =>
  [...frame.selects, ...frame.orderBy].some((s) => s.kind !== 'column' && s.kind !== 'entity');

/** "orders per customer": the entity counted for each of what is shown beside it. */
function countPer(context: ReadContext, frame: Frame, counted: EntityWords): boolean {
  if (context.tokens[counted.end]?.lower !== 'per') return false;
  const shown = frame.selects.filter((spec) => !showsEntity(spec, counted.entity));
  // What the count is for: the columns shown beside it, or the groups "per" already read.
  if ((shown.length === 0 && frame.groupBy.length === 0) || hasAggregate(frame)) return false;
  const table = countedTable(context, frame, counted.entity);
  frame.selects = [
    ...shown,
    { kind: 'aggregate', fn: 'count', ref: null, ...(table ? { table } : {}) },
  ];
  return true;
}

/** "top 5 customers by number of orders", "which country has the most orders". */
function rankByCount(context: ReadContext, frame: Frame, counted: EntityWords): void {
  const cue = countCue(context, counted.start);
  const before = context.tokens[(cue?.at ?? 0) - 1]?.lower;
  const ranks =
    cue !== null &&
    (['most', 'fewest', 'least'].includes(cue.word) ||
      (before === 'by' && (cue.word === 'number' || cue.word === 'count')));
  if (!ranks) return;
  if (frame.orderBy.some((o) => o.kind === 'aggregate')) {
    groupByShownColumns(frame, frame.selects, counted.entity);
    return;
  }
  let shown = frame.selects.filter(
    (spec) => !showsEntity(spec, counted.entity) && spec.kind !== 'aggregate',
  );
  if (shown.length === 0) {
    const other = namedEntities(context).find((words) => words.entity !== counted.entity);
    const group = other ? groupFor(context, frame, other) : null;
    if (!group) return;
    shown = [group];
  }
  const table = countedTable(context, frame, counted.entity);
  const direction = cue.word === 'fewest' || cue.word === 'least' ? 'asc' : 'desc';
  frame.orderBy = [{ kind: 'aggregate', fn: 'count', ref: null, direction }];
  const count = {
    kind: 'aggregate' as const,
    fn: 'count' as const,
    ref: null,
    ...(table ? { table } : {}),
  };
  frame.selects = cue.word === 'number' || cue.word === 'count' ? [...shown, count] : shown;
  groupByShownColumns(frame, shown, counted.entity);
  if (table && !frame.joins.includes(table)) frame.joins.push(table);
}

/**
 * Counting an entity for each group: "orders per customer" counts orders for each customer;
 * "top 5 customers by number of orders" and "which country has the most orders" rank the
 * groups by that count. Rows of a lines table are turned into distinct entities afterwards
 * (`countEntities`).
 */
export const groupCountedEntities: FrameRule = ({ context, frame }) => {
  const counted = namedEntities(context).filter(
    (words) => countCue(context, words.start) || context.tokens[words.end]?.lower === 'per',
  );
  for (const words of counted) {
    if (countPer(context, frame, words)) return;
    rankByCount(context, frame, words);
  }
};
