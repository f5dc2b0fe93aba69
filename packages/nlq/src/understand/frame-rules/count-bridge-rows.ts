import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { type JoinStep, shortestPath } from '../join-graph';
import { readTables } from '../read-tables';
import type { FrameRule } from './frame-builder';

/** Whether a step follows a relationship from its referring columns to the next table's key. */
export function refersToKey(model: SemanticModel, step: JoinStep): boolean {
  const key = step.to.primaryKey;
  const onKey =
    key.length === step.toColumns.length && step.toColumns.every((c) => key.includes(c));
  // A declared key can be only part of the real one: its values must be unique in the data too.
  const stats = step.to.columns.find((c) => c.name === step.toColumns[0])?.stats;
  const unique =
    key.length > 1 || !stats || stats.sampled === true || stats.distinctCount >= step.to.rowCount;
  const refers = model.relationships.some(
    (r) =>
      r.fromTable === step.from.name &&
      r.toTable === step.to.name &&
      r.fromColumns.join() === step.fromColumns.join() &&
      r.toColumns.join() === step.toColumns.join(),
  );
  return refers && onKey && unique;
}

/**
 * The table nearest the focus whose rows stand one for one with the related rows of `table`:
 * `table` itself, or the bridge before it when the bridge's rows each point to one of its rows.
 */
function bridgeFor(
  model: SemanticModel,
  focus: SemanticTable,
  table: SemanticTable,
): SemanticTable {
  const path = shortestPath(model, focus, table) ?? [];
  let index = path.length - 1;
  while (index > 0) {
    const step = path[index] as JoinStep;
    if (!refersToKey(model, step)) break;
    index--;
  }
  return index === path.length - 1 ? table : (path[index] as JoinStep).to;
}

/**
 * "the medicines that interact with at least 3 enzymes", "the student registered for the most
 * courses": each row of the interaction or registration table points to one enzyme or course, so
 * counting (or requiring) those rows counts the related rows already; the far table is joined only
 * when one of its columns is read.
 */
export const countBridgeRows: FrameRule = ({ context, frame }) => {
  const { model } = context;
  const read = readTables(frame);
  const nearer = (table: SemanticTable) =>
    read.has(table) || table === frame.focus ? table : bridgeFor(model, frame.focus, table);
  frame.filters = frame.filters.map((filter) =>
    filter.kind === 'count' && filter.table ? { ...filter, table: nearer(filter.table) } : filter,
  );
  frame.selects = frame.selects.map((spec) =>
    spec.kind === 'aggregate' && !spec.ref && spec.table
      ? { ...spec, table: nearer(spec.table) }
      : spec,
  );
  frame.joins = [...new Set(frame.joins.map(nearer))];
};
