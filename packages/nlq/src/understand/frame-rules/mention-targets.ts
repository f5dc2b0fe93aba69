import type { SemanticTable } from '@tabletalk/contracts';
import type { ColumnRef } from '../frame';
import type { Mention } from '../link';
import { resolveColumn } from '../resolve';
import type { FrameBuilder } from './frame-builder';

/** The table a phrase like "cartoons directed by" names along with its column. */
export function viaTableOf(mention: Mention): SemanticTable | undefined {
  return mention.entries.find((entry) => entry.viaTable)?.target.table;
}

/** The table a span names, if one of its readings is a table. */
export function tableOf(mention: Mention): SemanticTable | undefined {
  const target = mention.entries.find((entry) => entry.target.kind === 'table')?.target;
  return target?.table;
}

/** Whether one of a span's readings is a column (or a value of one). */
export function hasColumn(mention: Mention): boolean {
  return mention.entries.some((entry) => entry.target.kind !== 'table');
}

/** The column a span names, resolved against the frame's focus and the tables named. */
export function columnOf(builder: FrameBuilder, mention: Mention): ColumnRef | null {
  return resolveColumn(builder.context, mention, builder.frame.focus, builder.named);
}
