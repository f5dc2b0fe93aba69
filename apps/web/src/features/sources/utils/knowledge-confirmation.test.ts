import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/storage';
import { isConfirmedFor, readConfirmation, writeConfirmation } from './knowledge-confirmation';

describe('knowledge confirmation', () => {
  it('stores a confirmation per source and version', () => {
    const storage = memoryStorage();
    const confirmation = { modelVersion: 3, confirmedAt: '2024-05-01T10:00:00.000Z' };
    writeConfirmation(storage, 's1', confirmation);
    expect(readConfirmation(storage, 's1')).toEqual(confirmation);
    expect(readConfirmation(storage, 's2')).toBeNull();
    expect(isConfirmedFor(confirmation, 3)).toBe(true);
    expect(isConfirmedFor(confirmation, 4)).toBe(false);
    expect(isConfirmedFor(null, null)).toBe(false);
  });

  it('ignores corrupt values', () => {
    const storage = memoryStorage();
    storage.setItem('tabletalk:knowledge-confirmed:s1', '{"modelVersion":"3"}');
    expect(readConfirmation(storage, 's1')).toBeNull();
    storage.setItem('tabletalk:knowledge-confirmed:s1', '{oops');
    expect(readConfirmation(storage, 's1')).toBeNull();
  });
});
