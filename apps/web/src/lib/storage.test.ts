import { describe, expect, it } from 'vitest';
import { clearRoot, emptyRoot, memoryStorage, ROOT_KEY, readRoot, writeRoot } from './storage';

const user = {
  _id: 'u1',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  picture: ' ',
  aiModel: 'builtin',
  isConfirmed: true,
  hasPassword: true,
  hasGoogle: false,
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('root storage', () => {
  it('keeps auth and organization under the one root key', () => {
    const storage = memoryStorage();
    const root = {
      auth: { token: 't', user, sessionId: 's' },
      org: { selectedOrganizationId: 'o', selectedTeamId: 'team' },
    };
    writeRoot(storage, root);
    expect(storage.size()).toBe(1);
    expect(JSON.parse(storage.getItem(ROOT_KEY) ?? '{}')).toEqual(root);
    expect(readRoot(storage)).toEqual(root);
  });

  it('reads a missing, corrupt or foreign value as signed out', () => {
    const storage = memoryStorage();
    expect(readRoot(storage)).toEqual(emptyRoot);
    storage.setItem(ROOT_KEY, '{not json');
    expect(readRoot(storage)).toEqual(emptyRoot);
    storage.setItem(ROOT_KEY, JSON.stringify({ auth: { token: 1 } }));
    expect(readRoot(storage)).toEqual(emptyRoot);
  });

  it('clears the root key', () => {
    const storage = memoryStorage();
    writeRoot(storage, emptyRoot);
    clearRoot(storage);
    expect(storage.getItem(ROOT_KEY)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRoot(broken)).toEqual(emptyRoot);
    expect(() => writeRoot(broken, emptyRoot)).not.toThrow();
    expect(() => clearRoot(broken)).not.toThrow();
  });
});
