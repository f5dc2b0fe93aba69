import { useCallback, useState } from 'react';
import {
  isConfirmedFor,
  type KnowledgeConfirmation,
  readConfirmation,
  writeConfirmation,
} from '../utils/knowledge-confirmation';

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the user confirmed this version of the source's knowledge (kept locally for now). */
export function useKnowledgeConfirmation(sourceId: string, modelVersion: number | null) {
  const [confirmation, setConfirmation] = useState<KnowledgeConfirmation | null>(() => {
    const store = storage();
    return store ? readConfirmation(store, sourceId) : null;
  });

  const confirm = useCallback(() => {
    if (modelVersion === null) return;
    const next = { modelVersion, confirmedAt: new Date().toISOString() };
    const store = storage();
    if (store) writeConfirmation(store, sourceId, next);
    setConfirmation(next);
  }, [sourceId, modelVersion]);

  return {
    isConfirmed: isConfirmedFor(confirmation, modelVersion),
    confirmedAt: confirmation?.confirmedAt ?? null,
    confirm,
  };
}
