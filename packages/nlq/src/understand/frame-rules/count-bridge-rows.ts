import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { type JoinStep, refersToKey, shortestPath } from '../join-graph';
import { readTables } from '../read-tables';
import type { FrameRule } from './frame-builder';

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
