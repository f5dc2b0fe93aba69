import { askedColumn } from '../asked-column';
import type { FrameRule } from './frame-builder';

/**
 * A question that names nothing to show asks for the column its wording points at, else for
 * the focus rows themselves (unless a table is grouped, which shows its own rows).
 */
export const defaultSelect: FrameRule = ({ context, frame, owners, named }) => {
  if (frame.selects.length > 0) return;
  const asked = askedColumn(context, frame, owners, named);
  if (asked) frame.selects.push({ kind: 'column', ref: asked });
  else if (!frame.groupBy.some((g) => !('column' in g)))
    frame.selects.push({ kind: 'entity', table: frame.focus });
};
