import { errorTable } from '@tabletalk/contracts';
import { useEffect } from 'react';
import { useAuthMe } from '../../features/auth/api/get-auth-me';
import { setSessionUser } from '../../lib/session';
import { signOutLocally } from '../session-actions';

// Module-level: the expiry message is shown once even if the check runs again (StrictMode).
let expiryReported = false;

/** At start, auth/me tells whether the stored session still holds (SPEC 7). */
export function useSessionCheck(isSignedIn: boolean): void {
  const me = useAuthMe({ enabled: isSignedIn });
  useEffect(() => {
    if (!me.data) return;
    if (me.data.tokenExpired) {
      if (expiryReported) return;
      expiryReported = true;
      signOutLocally(errorTable.TOKEN_EXPIRED.message);
      return;
    }
    expiryReported = false;
    setSessionUser(me.data.data);
  }, [me.data]);
}
