/** What a key press in the question box does. */
export type ComposerKeyAction = 'ask' | 'newline' | 'recall-previous' | 'recall-next' | null;

/** The parts of a keyboard event the question box looks at. */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** An input method (Japanese, Chinese…) is composing: Enter picks a candidate, never asks. */
  isComposing: boolean;
}

/** Where the box is in the history walk: the shown entry's index, or null for the draft. */
export type RecallCursor = number | null;

/**
 * Enter asks, Shift+Enter breaks the line, ↑ recalls the previous question when the box is empty
 * or still shows a recalled one, ↓ walks forward again. Anything else is left to the box.
 */
export function composerKeyAction(
  key: ComposerKey,
  draft: string,
  cursor: RecallCursor,
): ComposerKeyAction {
  if (key.isComposing) return null;
  if (key.key === 'Enter') return key.shiftKey ? 'newline' : 'ask';
  const isBrowsing = cursor !== null;
  if (key.key === 'ArrowUp' && (draft.trim() === '' || isBrowsing)) return 'recall-previous';
  if (key.key === 'ArrowDown' && isBrowsing) return 'recall-next';
  return null;
}

export interface Recall {
  text: string;
  cursor: RecallCursor;
}

/**
 * One step back through `history` (oldest first): from the draft to the last question, then
 * to earlier ones; at the oldest it stays there. Null when there is nothing to recall.
 */
export function recallPrevious(history: readonly string[], cursor: RecallCursor): Recall | null {
  if (history.length === 0) return null;
  const index = cursor === null ? history.length - 1 : Math.max(0, cursor - 1);
  return { text: history[index] ?? '', cursor: index };
}

/** One step forward: to a later question, or past the newest back to an empty draft. */
export function recallNext(history: readonly string[], cursor: RecallCursor): Recall {
  if (cursor === null || cursor >= history.length - 1) return { text: '', cursor: null };
  return { text: history[cursor + 1] ?? '', cursor: cursor + 1 };
}

/** The questions asked, oldest first, without immediate repeats (asking twice recalls once). */
export function questionHistory(texts: readonly string[]): string[] {
  return texts.filter((text, index) => text.trim() !== '' && text !== texts[index - 1]);
}
