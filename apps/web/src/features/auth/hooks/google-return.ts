const GOOGLE_PENDING_KEY = 'tabletalk:google-pending';

/** Starts Google sign-in (a full-page navigation); the flag tells the app on return to refresh. */
export function startGoogleSignIn(returnTo: string): void {
  try {
    window.sessionStorage.setItem(GOOGLE_PENDING_KEY, '1');
  } catch {
    // Without sessionStorage the user signs in again by email; Google still works next time.
  }
  window.location.assign(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
}

/** True once after returning from Google sign-in. */
export function takeGoogleReturn(): boolean {
  try {
    const pending = window.sessionStorage.getItem(GOOGLE_PENDING_KEY) === '1';
    window.sessionStorage.removeItem(GOOGLE_PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}
