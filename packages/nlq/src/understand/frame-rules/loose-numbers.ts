import { columnByNouns, yearColumn } from '../resolve';
import type { FrameRule } from './frame-builder';
import { yearFilters } from './year-filters';

/**
 * "older than 30", "founded after 2008": a number with no column named beside it compares the
 * column its adjective names, or (for a year) the time column its verb names.
 */
export const looseNumbers: FrameRule = ({ context, frame, named, numbers }) => {
  for (const loose of numbers.loose) {
    const ref = loose.isYear
      ? yearColumn(context.model, frame.focus, named, loose.verb)
      : columnByNouns(context.model, loose.nouns, frame.focus, named);
    if (ref)
      frame.filters.push(
        ...yearFilters(ref, loose.op, loose.value, loose.isYear).map((f) =>
          f.kind === 'compare' ? { ...f, at: loose.at } : f,
        ),
      );
  }
};
