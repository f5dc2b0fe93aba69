import { useCallback } from 'react';
import { signout } from '../../features/auth/api/signout';
import { withLoader } from '../../lib/loader';
import { signOutLocally } from '../session-actions';

/** Sign out: end the session on the server (best effort), then locally, then /login. */
export function useSignOut() {
  return useCallback(async (to?: string) => {
    // A session the server already ended still signs out here.
    await withLoader('Signing out…', () => signout().catch(() => undefined));
    signOutLocally(undefined, to);
  }, []);
}
