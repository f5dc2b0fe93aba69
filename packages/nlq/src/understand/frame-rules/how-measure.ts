import { adjectiveMeasures } from '../cues';
import { columnByNouns } from '../resolve';
import type { FrameRule } from './frame-builder';

/**
 * "How old is the doctor named Zach?", "how old are the members on average": "how" and a
 * measure's adjective ask for the column the adjective names, averaged when the question says
 * "average". Said with a superlative ("how old is the youngest"), the superlative's reading stands.
 */
export const howMeasure: FrameRule = ({ context, frame, named }) => {
  const words = context.tokens.map((token) => token.lower);
  const at = words.indexOf('how');
  const adjective = at >= 0 ? words[at + 1] : undefined;
  const nouns = adjectiveMeasures.find((measure) => measure.words.includes(adjective ?? ''))?.nouns;
  if (!nouns || frame.orderBy.length > 0) return;
  const ref = columnByNouns(context.model, nouns, frame.focus, named);
  if (!ref) return;
  const shown = frame.selects.some(
    (select) =>
      (select.kind === 'column' || select.kind === 'aggregate') &&
      select.ref?.column === ref.column,
  );
  if (shown) return;
  const averaged = words.includes('average');
  frame.selects.unshift(averaged ? { kind: 'aggregate', fn: 'avg', ref } : { kind: 'column', ref });
};
