import { Navigate, Outlet, useSearchParams } from 'react-router';
import { afterSignInPath } from '../../features/auth/hooks/return-path';
import { useIsSignedIn } from '../../lib/session';

/** Signed-in screens: without a session, go to /login. */
export function RequireAuth() {
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Sign-in, sign-up and confirmation make no sense once signed in: go on to where they lead. */
export function RedirectIfSignedIn() {
  const isSignedIn = useIsSignedIn();
  const [params] = useSearchParams();
  if (isSignedIn) return <Navigate to={afterSignInPath(params)} replace />;
  return <Outlet />;
}
