import { useEffect } from 'react';
import { api } from '../../lib/api';
import { CREDENTIAL_REFRESH_MS } from '../../lib/constants';

/** Renews the access token every 50 minutes while the app is open (SPEC 4, 9). */
export function useCredentialRefresh(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    const timer = setInterval(() => void api.refreshSession(), CREDENTIAL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [isSignedIn]);
}
