import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { ConfirmLinkPanel } from '../../features/auth/components/confirm-link-panel';
import { ConfirmSignupPanel } from '../../features/auth/components/confirm-signup-panel';

/** /confirmSignup: by code (and polling), or ?token= from the link in the email. */
export function ConfirmSignupRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title="Confirm your account">
      {token ? (
        <ConfirmLinkPanel token={token} invite={params.get('invite')} />
      ) : (
        <ConfirmSignupPanel />
      )}
    </AuthCard>
  );
}
