import type { SemanticColumn } from '@tabletalk/contracts';
import { labelColumn } from '../resolve';
import { timeColumn } from '../time-column';
import type { FrameRule } from './frame-builder';

const isTime = (column: SemanticColumn) => column.type === 'date' || column.type === 'timestamp';

/**
 * "When did the first staff member start working?": a question opening with "when" asks for a
 * time. Read showing only the rows' key or name, it shows the time column its rows are ordered
 * by, else the focus's time column the question's words point at.
 */
export const whenShowsTime: FrameRule = ({ context, frame }) => {
  if (context.tokens[0]?.lower !== 'when' || frame.selects.length === 0) return;
  const namesRows = frame.selects.every(
    (s) =>
      s.kind === 'column' &&
      !isTime(s.ref.column) &&
      (s.ref.column.role === 'identifier' || s.ref.column === labelColumn(s.ref.table)),
  );
  if (!namesRows) return;
  const ordered = frame.orderBy.find((o) => o.kind === 'column' && isTime(o.ref.column));
  const own = timeColumn(context, frame.focus);
  const ref = ordered?.kind === 'column' ? ordered.ref : own && { table: frame.focus, column: own };
  if (ref) frame.selects = [{ kind: 'column', ref }];
};
