import { type KeyboardEvent, useState } from 'react';
import {
  composerKeyAction,
  type RecallCursor,
  recallNext,
  recallPrevious,
} from '../utils/question-recall';

/**
 * The question box's text and keys: Enter asks (when not busy), Shift+Enter breaks the line,
 * ↑/↓ walk through `history` (oldest first) from an empty box.
 */
export function useComposerDraft(
  history: string[],
  isBusy: boolean,
  onAsk: (text: string) => void,
) {
  const [draft, setDraft] = useState('');
  const [cursor, setCursor] = useState<RecallCursor>(null);

  const type = (text: string) => {
    setDraft(text);
    setCursor(null);
  };
  const submit = () => {
    if (isBusy || !draft.trim()) return;
    onAsk(draft.trim());
    type('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey, nativeEvent } = event;
    const action = composerKeyAction(
      { key, shiftKey, isComposing: nativeEvent.isComposing },
      draft,
      cursor,
    );
    if (action === null || action === 'newline') return;
    event.preventDefault();
    if (action === 'ask') return submit();
    const recall =
      action === 'recall-previous' ? recallPrevious(history, cursor) : recallNext(history, cursor);
    if (!recall) return;
    setDraft(recall.text);
    setCursor(recall.cursor);
  };
  return { draft, type, submit, handleKeyDown };
}
