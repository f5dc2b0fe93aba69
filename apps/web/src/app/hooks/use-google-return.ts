import { useEffect, useState } from 'react';
import { takeGoogleReturn } from '../../features/auth/hooks/google-return';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

// Read once per page load: the flag is consumed, and React may run initialisers twice.
let googleReturn: boolean | undefined;
function isGoogleReturn(): boolean {
  // A failed sign-in returns with ?error=: there is no cookie to turn into a session.
  const hasFailed = new URLSearchParams(window.location.search).has('error');
  googleReturn ??= takeGoogleReturn() && !hasFailed && !sessionStore.get().auth.token;
  return googleReturn;
}

/**
 * Back from Google sign-in the server has set the refresh cookie but the app holds no token:
 * one refresh turns the cookie into a session. Routing waits for it (`isRestoring`).
 */
export function useGoogleReturn(): boolean {
  const [isRestoring, setIsRestoring] = useState(isGoogleReturn);
  useEffect(() => {
    if (!isRestoring) return;
    void api.refreshSession().finally(() => setIsRestoring(false));
  }, [isRestoring]);
  return isRestoring;
}
