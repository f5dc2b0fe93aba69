import { Navigate, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { notifySuccess } from '../../components/notify';
import { InviteScreen } from '../../features/teams/components/invite-screen';
import { useSessionUser } from '../../lib/session';
import { switchScope } from '../session-actions';
import { useSignOut } from '../shell/use-sign-out';

/** /invite/:token: preview, then accept (signed in) or sign in/up carrying the invitation. */
export function InviteRoute() {
  const { token } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const signOut = useSignOut();
  if (!token) return <Navigate to="/" replace />;

  const handleAccepted = (organizationId: string, teamId: string, message: string) => {
    switchScope(organizationId, teamId);
    notifySuccess(message);
    // Into the organization just joined, to work there (not to its member list).
    navigate('/', { replace: true });
  };

  return (
    <AuthCard title="You're invited">
      <InviteScreen
        token={token}
        signedInEmail={user?.email ?? null}
        onAccepted={handleAccepted}
        onSignOut={() => signOut(`/login?${new URLSearchParams({ invite: token })}`)}
      />
    </AuthCard>
  );
}
