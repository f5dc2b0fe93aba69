import type { SemanticTable } from '@tabletalk/contracts';
import { mentionAt, type ReadContext } from '../context';
import type { Mention } from '../link';
import { frequencyAfter, onlyNamesRows } from '../read-trailing-modes';
import { recordingTable } from '../recording-table';
import type { FrameRule } from './frame-builder';

const relativePronouns = new Set(['who', 'that', 'which']);

/**
 * "the city that hosted the most events": a plural noun the model does not name, counted after a
 * superlative, stands for the rows of the table recording what the focus did.
 */
function countsUnnamedRows(context: ReadContext): (index: number) => boolean {
  return (index) => {
    const token = context.tokens[index];
    return !!token && token.lemma !== token.lower && !mentionAt(context, index);
  };
}

/**
 * "the pilot younger than 30 who has won the most times": a frequency closing a relative clause
 * said of the focus after words that only filter it (its own columns, numbers), not of another
 * table's rows named between.
 */
function frequencyInRelativeClause(
  context: ReadContext,
  mention: Mention,
  focus: SemanticTable,
): ReturnType<typeof frequencyAfter> {
  const pronoun = context.tokens.findIndex(
    (token, index) => index >= mention.end && relativePronouns.has(token.lower),
  );
  if (pronoun < 0) return null;
  const between = context.mentions.filter((m) => m.start >= mention.end && m.start < pronoun);
  const ownColumns = between.every(({ entries }) =>
    entries.every(({ target }) => target.kind === 'column' && target.table === focus),
  );
  return ownColumns ? frequencyAfter(context, mention, pronoun, countsUnnamedRows(context)) : null;
}

/**
 * "the museum visited most times", "which program is broadcast most often": rows of the focus
 * ranked by how many rows of the table recording them there are, the first kept.
 */
export const rankByFrequency: FrameRule = ({ context, frame, named }) => {
  if (frame.orderBy.length > 0 || frame.groupBy.length > 0) return;
  // The focus named by its table, or by a column naming its rows ("the name of the customer").
  const mention = context.mentions.find((m) => {
    const target = m.entries[0]?.target;
    if (target?.kind === 'column') return target.table === frame.focus && onlyNamesRows(m);
    return target?.kind === 'table' && target.table === frame.focus;
  });
  const frequency = mention
    ? (frequencyAfter(context, mention, mention.end, countsUnnamedRows(context)) ??
      frequencyInRelativeClause(context, mention, frame.focus))
    : null;
  if (!frequency) return;
  const table = recordingTable(context.model, frame.focus, frequency.gap);
  if (!table) return;
  frame.orderBy.push({ kind: 'aggregate', fn: 'count', ref: null, direction: frequency.direction });
  frame.joins.push(table);
  named.push(table);
  frame.limit = frame.limit ?? 1;
};
