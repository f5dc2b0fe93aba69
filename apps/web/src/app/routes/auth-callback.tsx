import { Navigate, useSearchParams } from 'react-router';

/** Only same-site paths: `//host` or absolute URLs would be an open redirect. */
export function safeReturnPath(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * Where Google sign-in comes back. The root layout has already traded the refresh cookie for a
 * session (useGoogleReturn) before this renders; what is left is going where the user was headed.
 */
export function AuthCallbackRoute() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get('returnTo'))} replace />;
}
