import { describe, expect, it } from 'vitest';
import { insertedRow } from './inserted-row';

describe('insertedRow', () => {
  it('gives the row the insert returned', async () => {
    await expect(insertedRow(Promise.resolve([{ id: 'a' }]), 'team')).resolves.toEqual({ id: 'a' });
  });

  it('fails, naming what was inserted, when the insert returned no row', async () => {
    await expect(insertedRow(Promise.resolve([]), 'team')).rejects.toThrow(
      'team insert returned nothing',
    );
  });
});
