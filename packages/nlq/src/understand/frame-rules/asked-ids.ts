import type { FrameRule } from './frame-builder';

const idWords = new Set(['id', 'ids']);

/**
 * "the id and name of the aircraft", "the name and id of the good": an "id" listed with what is
 * shown, that no column's name took (the key is called "aid"), asks for the rows' own key.
 */
export const askedIds: FrameRule = ({ context, frame }) => {
  const words = context.tokens.map((t) => t.lower);
  const at = words.findIndex(
    (word, i) =>
      idWords.has(word) &&
      !context.mentions.some((m) => !m.isLiteral && i >= m.start && i < m.end) &&
      (words[i + 1] === 'and' || words[i - 1] === 'and'),
  );
  const key = frame.focus.columns.find((c) => c.name === frame.focus.primaryKey[0]);
  if (at < 0 || !key || frame.focus.primaryKey.length !== 1) return;
  if (frame.selects.some((s) => s.kind === 'column' && s.ref.column.role === 'identifier')) return;
  frame.selects.unshift({ kind: 'column', ref: { table: frame.focus, column: key } });
};
