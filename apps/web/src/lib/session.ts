import type { AuthSession, OrganizationSummary, User } from '@tabletalk/contracts';
import {
  clearRoot,
  emptyRoot,
  memoryStorage,
  type PersistedRoot,
  ROOT_KEY,
  readRoot,
  type StorageLike,
  writeRoot,
} from './storage';
import { createStore, useStore } from './store';

function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike & Partial<Storage> {
  try {
    return window[kind];
  } catch {
    // Storage can be blocked (sandboxed frames, privacy settings); the app still runs in memory.
    return memoryStorage();
  }
}

const persistent = browserStorage('localStorage');

/** The signed-in session and the selected organization/team, persisted under one root key. */
export const sessionStore = createStore<PersistedRoot>(readRoot(persistent));
sessionStore.subscribe(() => writeRoot(persistent, sessionStore.get()));

// Another tab signing in or out changes the same key: follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ROOT_KEY) sessionStore.set(readRoot(persistent));
  });
}

/** The organization and team to act in: keep a valid choice, else the personal default team. */
function defaultScope(organizations: OrganizationSummary[], current: PersistedRoot['org']) {
  const org = organizations.find((o) => o._id === current.selectedOrganizationId);
  if (org?.teams.some((t) => t._id === current.selectedTeamId)) return current;
  const chosen = org ?? organizations[0];
  const team = chosen?.teams.find((t) => t.isDefault) ?? chosen?.teams[0];
  return { selectedOrganizationId: chosen?._id ?? null, selectedTeamId: team?._id ?? null };
}

/** Stores a session from sign-in, confirmation or refresh. */
export function applyAuthSession(session: AuthSession): void {
  sessionStore.set((root) => ({
    auth: { token: session.token, user: session.data.user, sessionId: session.data.sessionId },
    org: defaultScope(session.data.organizations, root.org),
  }));
}

export function setAccessToken(token: string): void {
  sessionStore.set((root) => ({ ...root, auth: { ...root.auth, token } }));
}

export function setSessionUser(user: User): void {
  sessionStore.set((root) => ({ ...root, auth: { ...root.auth, user } }));
}

export function selectScope(organizationId: string | null, teamId: string | null): void {
  sessionStore.set((root) => ({
    ...root,
    org: { selectedOrganizationId: organizationId, selectedTeamId: teamId },
  }));
}

/** Signs out locally: auth and organization state, and the whole sessionStorage (SPEC 4). */
export function clearSession(): void {
  sessionStore.set(emptyRoot);
  clearRoot(persistent);
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing to clear.
  }
}

export const useAuth = () => useStore(sessionStore, (root) => root.auth);
export const useSessionUser = () => useStore(sessionStore, (root) => root.auth.user);
export const useIsSignedIn = () => useStore(sessionStore, (root) => root.auth.token !== null);
export const useScope = () => useStore(sessionStore, (root) => root.org);
