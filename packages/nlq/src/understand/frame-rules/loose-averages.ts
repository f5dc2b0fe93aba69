import { columnByNouns } from '../resolve';
import type { FrameRule } from './frame-builder';

/** "older than average": the column an adjective names, compared with its own average. */
export const looseAverages: FrameRule = ({ context, frame, named, averages }) => {
  for (const { nouns, op } of averages.loose) {
    const ref = columnByNouns(context.model, nouns, frame.focus, named);
    if (ref) frame.filters.push({ kind: 'average', ref, op, fn: 'avg' });
  }
};
