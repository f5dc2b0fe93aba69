import { errorTable } from '@tabletalk/contracts';
import { notifyInfo } from '../components/notify';
import { setSessionHandlers } from '../lib/api';
import { navigateTo } from '../lib/navigation';
import { clearSession, selectScope } from '../lib/session';
import { queryClient } from './query-client';

/**
 * Signs out on this device: auth and organization state, scope headers (they come from that
 * state), sessionStorage and cached data go; the app shows /login and, if given, why.
 */
export function signOutLocally(message?: string, to = '/login'): void {
  clearSession();
  navigateTo(to, { replace: true });
  // After the signed-in screens unmount, so none of them refetches into the empty cache.
  setTimeout(() => queryClient.clear(), 0);
  if (message) notifyInfo(message);
}

/** Acts in another organization/team: new scope headers, then every query fetched again. */
export function switchScope(organizationId: string | null, teamId: string | null): void {
  selectScope(organizationId, teamId);
  // Next tick: screens of the old scope unmount first instead of refetching under new headers.
  setTimeout(() => void queryClient.resetQueries(), 0);
}

/** Connects the API client's session events to the app (called once at start). */
export function registerSessionHandlers(): void {
  setSessionHandlers({
    onRefreshFailed: () => signOutLocally(errorTable.UNAUTHENTICATED.message),
    onSessionEnded: (code) => signOutLocally(errorTable[code].message),
  });
}
