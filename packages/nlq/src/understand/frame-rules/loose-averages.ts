import { columnByNouns } from '../resolve';
import type { FrameRule } from './frame-builder';

/** "older than average", "older than all engineers": the column an adjective names, compared with its own aggregate. */
export const looseAverages: FrameRule = ({ context, frame, named, averages }) => {
  for (const { nouns, op, fn, after } of averages.loose) {
    const ref = columnByNouns(context.model, nouns, frame.focus, named);
    if (ref)
      frame.filters.push({
        kind: 'average',
        ref,
        op,
        fn,
        ...(after === undefined ? {} : { after }),
      });
  }
};
