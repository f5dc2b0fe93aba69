import type { StorageLike } from '../../../lib/storage';

/** A user's confirmation that a source's knowledge reads right, kept in this browser for now. */
export interface KnowledgeConfirmation {
  modelVersion: number;
  confirmedAt: string;
}

const keyFor = (sourceId: string) => `tabletalk:knowledge-confirmed:${sourceId}`;

export function readConfirmation(
  storage: StorageLike,
  sourceId: string,
): KnowledgeConfirmation | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(sourceId)) ?? 'null');
    const isValid =
      typeof parsed === 'object' &&
      parsed !== null &&
      'modelVersion' in parsed &&
      typeof parsed.modelVersion === 'number' &&
      'confirmedAt' in parsed &&
      typeof parsed.confirmedAt === 'string';
    return isValid ? (parsed as KnowledgeConfirmation) : null;
  } catch {
    return null;
  }
}

export function writeConfirmation(
  storage: StorageLike,
  sourceId: string,
  confirmation: KnowledgeConfirmation,
): void {
  try {
    storage.setItem(keyFor(sourceId), JSON.stringify(confirmation));
  } catch {
    // A full or blocked storage only loses the reminder, never data.
  }
}

/** A confirmation holds for the model version it was given for; an edit asks again. */
export function isConfirmedFor(
  confirmation: KnowledgeConfirmation | null,
  modelVersion: number | null,
): boolean {
  return modelVersion !== null && confirmation?.modelVersion === modelVersion;
}
