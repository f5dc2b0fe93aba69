import type { ReadContext } from '../context';
import type { FrameRule } from './frame-builder';

/** Nouns that ask for everything known about the rows rather than one column. */
const wholeRowNouns = new Set(['information', 'info', 'details', 'detail', 'data', 'attributes']);
/** Words that tie "the information" to the rows it is about. */
const aboutWords = new Set(['of', 'about', 'for', 'regarding', 'on', 'from']);

/**
 * "all the information about", "the details of", "all detailed info": a whole-row noun that
 * is not part of a column's or table's name ("other account details" is a column).
 */
function asksWholeRows(context: ReadContext): boolean {
  return context.tokens.some((token, i) => {
    if (!wholeRowNouns.has(token.lower)) return false;
    if (context.mentions.some((m) => !m.isLiteral && i >= m.start && i < m.end)) return false;
    const before = context.tokens.slice(Math.max(0, i - 3), i).map((t) => t.lower);
    const after = context.tokens[i + 1]?.lower ?? '';
    return before.includes('all') || (before.at(-1) === 'the' && aboutWords.has(after));
  });
}

/**
 * "List all information about the instructors": every column of the rows is shown, whatever
 * column the rest of the question names to filter or order them. "All details for each swimmer"
 * groups the rows by themselves, which lists them.
 */
export const wholeRows: FrameRule = ({ context, frame }) => {
  const table = frame.focus;
  const listsRows = frame.groupBy.every((g) => !('column' in g) && g.table === table);
  if (!listsRows || !asksWholeRows(context)) return;
  if (frame.selects.some((s) => s.kind === 'aggregate' || s.kind === 'share')) return;
  frame.groupBy = [];
  frame.selects = table.columns
    .filter((column) => !column.hidden)
    .map((column) => ({ kind: 'column', ref: { table, column } }));
};
