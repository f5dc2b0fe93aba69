import { Outlet } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { hideErrorToasts } from '../../components/notify';
import { useConfig } from '../../features/auth/api/get-config';
import { useIsSignedIn } from '../../lib/session';
import { useCredentialRefresh } from '../hooks/use-credential-refresh';
import { useFreeTrialDetection } from '../hooks/use-free-trial-claim';
import { useGoogleReturn } from '../hooks/use-google-return';
import { usePageViews } from '../hooks/use-page-views';
import { useRouteChange } from '../hooks/use-route-change';
import { useSessionCheck } from '../hooks/use-session-check';
import { useShellGuards } from '../hooks/use-shell-guards';

/** Behaviour every route shares, signed in or not (SPEC 2 shell, SPEC 4 session). */
export function RootLayout() {
  const config = useConfig();
  const isSignedIn = useIsSignedIn();
  const isRestoring = useGoogleReturn();
  usePageViews(config.data?.gtmId);
  // An error is about the screen it happened on; on the next one it reads as a new failure.
  useRouteChange(hideErrorToasts);
  useShellGuards(config.data);
  useFreeTrialDetection();
  useSessionCheck(isSignedIn);
  useCredentialRefresh(isSignedIn);

  if (isRestoring) return <CenteredLoader label="Signing you in" />;
  return <Outlet />;
}
