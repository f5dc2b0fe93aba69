import type { SemanticTable } from '@tabletalk/contracts';
import { shortestPath } from '../join-graph';
import type { FrameBuilder, FrameRule } from './frame-builder';

/**
 * The tables a focus row reaches on its way to a table it is denied any row of ("students who
 * are not video game players": the plays and the games): a row of any of them would be a row of
 * the denied table.
 */
function deniedTables(b: FrameBuilder): Set<SemanticTable> {
  const { frame, context } = b;
  return new Set(
    frame.filters.flatMap((f) => {
      if (f.kind !== 'related' || !f.negate || f.filters.length > 0) return [];
      const path = shortestPath(context.model, frame.focus, f.table) ?? [];
      return path.map((step) => step.to);
    }),
  );
}

/**
 * "the ids of students who are not video game players": a shown column of a table the focus row
 * may have no row of would join rows the question denies, leaving no answer; the other columns
 * asked are what is shown.
 */
export const dropDeniedColumns: FrameRule = (b) => {
  const { frame } = b;
  const denied = deniedTables(b);
  if (denied.size === 0) return;
  const kept = frame.selects.filter((s) => s.kind !== 'column' || !denied.has(s.ref.table));
  if (kept.length === 0 || kept.length === frame.selects.length) return;
  frame.selects = kept;
  frame.joins = frame.joins.filter((table) => !denied.has(table));
};
