import type { SemanticColumn } from '@tabletalk/contracts';
import type { FrameRule } from './frame-builder';
import { columnOf } from './mention-targets';
import { showSentenceStart } from './show-sentence';

/** Words by which a later sentence adds to what the first asked ("Also tell me the rate"). */
const addingWords = new Set(['also', 'too', 'both', 'well', 'along', 'together']);

/**
 * "Which rooms cost between 120 and 150? Give me the room names.": a last sentence saying what
 * to show replaces the columns the first sentence named to say which rows are meant, unless it
 * adds to them ("Also tell me the rate", "Show both …").
 */
export const dropAskedAgain: FrameRule = (b) => {
  const { frame, context } = b;
  const start = showSentenceStart(context.tokens);
  if (start < 0 || context.tokens.slice(start).some((t) => addingWords.has(t.lower))) return;
  const shownColumn = ([mention, role]: (typeof b.roles)[number]): SemanticColumn[] => {
    const column = role.kind === 'select' ? columnOf(b, mention)?.column : undefined;
    return column ? [column] : [];
  };
  const later = new Set(b.roles.filter(([m]) => m.start >= start).flatMap(shownColumn));
  if (later.size === 0) return;
  const earlier = new Set(b.roles.filter(([m]) => m.start < start).flatMap(shownColumn));
  frame.selects = frame.selects.filter(
    (s) => s.kind !== 'column' || !earlier.has(s.ref.column) || later.has(s.ref.column),
  );
};
