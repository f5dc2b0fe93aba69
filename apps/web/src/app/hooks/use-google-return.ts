import { useEffect, useState } from 'react';
import { takeGoogleReturn } from '../../features/auth/hooks/google-return';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

/**
 * Back from Google sign-in the server has set the refresh cookie but the app holds no token:
 * one refresh turns the cookie into a session. Routing waits for it (`isRestoring`).
 */
export function useGoogleReturn(): boolean {
  const [isRestoring, setIsRestoring] = useState(
    () => !sessionStore.get().auth.token && takeGoogleReturn(),
  );
  useEffect(() => {
    if (!isRestoring) return;
    void api.refreshSession().finally(() => setIsRestoring(false));
  }, [isRestoring]);
  return isRestoring;
}
