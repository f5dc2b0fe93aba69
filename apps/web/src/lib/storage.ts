import { userSchema } from '@tabletalk/contracts';
import { z } from 'zod';

/** The one localStorage key under which the auth and organization slices persist (SPEC 3). */
export const ROOT_KEY = 'tabletalk:root';

/** The subset of the Web Storage API the app uses, so tests can pass a Map-backed fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const authSliceSchema = z.object({
  token: z.string().nullable(),
  user: userSchema.nullable(),
  sessionId: z.string().nullable(),
});
const orgSliceSchema = z.object({
  selectedOrganizationId: z.string().nullable(),
  selectedTeamId: z.string().nullable(),
});
const rootSchema = z.object({ auth: authSliceSchema, org: orgSliceSchema });

export type AuthSlice = z.infer<typeof authSliceSchema>;
export type OrgSlice = z.infer<typeof orgSliceSchema>;
export type PersistedRoot = z.infer<typeof rootSchema>;

export const emptyRoot: PersistedRoot = {
  auth: { token: null, user: null, sessionId: null },
  org: { selectedOrganizationId: null, selectedTeamId: null },
};

/** Reads the persisted root; anything unreadable (old shape, hand edits) counts as signed out. */
export function readRoot(storage: StorageLike, key = ROOT_KEY): PersistedRoot {
  try {
    const raw = storage.getItem(key);
    if (!raw) return emptyRoot;
    const parsed = rootSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyRoot;
  } catch {
    return emptyRoot;
  }
}

/** Writes the root; a full or blocked storage must not break the running app. */
export function writeRoot(storage: StorageLike, root: PersistedRoot, key = ROOT_KEY): void {
  try {
    storage.setItem(key, JSON.stringify(root));
  } catch {
    // Private mode or quota: the session still works in memory for this tab.
  }
}

export function clearRoot(storage: StorageLike, key = ROOT_KEY): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** A storage that forgets everything, for environments without Web Storage. */
export function memoryStorage(): StorageLike & { size(): number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    size: () => map.size,
  };
}
