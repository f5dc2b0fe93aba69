import { askedColumn } from '../asked-column';
import { rankedColumn } from '../ranked-column';
import type { FrameRule } from './frame-builder';

/**
 * A question that names nothing to show asks for the column its wording points at (or the one
 * it ranks when it names no table), else for the focus rows themselves (unless a table is grouped, which shows its own rows).
 */
export const defaultSelect: FrameRule = ({ context, frame, owners, named }) => {
  if (frame.selects.length > 0) return;
  const asked = askedColumn(context, frame, owners, named) ?? rankedColumn(context, frame);
  if (asked) frame.selects.push({ kind: 'column', ref: asked });
  else if (!frame.groupBy.some((g) => !('column' in g)))
    frame.selects.push({ kind: 'entity', table: frame.focus });
};
