import { Alert, Button, Group, Stack } from '@mantine/core';
import { errorTable } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { useAcceptInvite } from '../api/accept-invite';
import type { InvitePreview } from '../api/get-invite-preview';

interface InviteActionsProps {
  token: string;
  invite: InvitePreview;
  signedInEmail: string | null;
  onAccepted: (organizationId: string, teamId: string, message: string) => void;
  onSignOut: () => void;
}

function inviteSearch(token: string, email: string): string {
  return new URLSearchParams({ invite: token, email }).toString();
}

/** Accept when signed in with the invited address; otherwise log in or sign up carrying it. */
export function InviteActions({
  token,
  invite,
  signedInEmail,
  onAccepted,
  onSignOut,
}: InviteActionsProps) {
  const accept = useAcceptInvite({
    onSuccess: (result) =>
      onAccepted(result.data.organizationId, result.data.teamId, result.message),
  });
  const search = inviteSearch(token, invite.email);

  if (!signedInEmail) {
    const login = { to: `/login?${search}`, label: 'Log in to accept' };
    const signup = { to: `/signup?${search}`, label: 'Sign up to accept' };
    const [primary, secondary] = invite.hasAccount ? [login, signup] : [signup, login];
    return (
      <Group grow>
        <Button component={Link} to={secondary.to} variant="default">
          {secondary.label}
        </Button>
        <Button component={Link} to={primary.to}>
          {primary.label}
        </Button>
      </Group>
    );
  }
  if (signedInEmail.toLowerCase() !== invite.email.toLowerCase()) {
    return (
      <Stack gap="sm">
        <Alert color="orange" role="alert">
          {errorTable.INVITE_EMAIL_MISMATCH.message} You are signed in as {signedInEmail}.
        </Alert>
        <Button variant="default" onClick={onSignOut}>
          Sign out
        </Button>
      </Stack>
    );
  }
  return (
    <Button onClick={() => accept.mutate(token)} loading={accept.isPending} fullWidth>
      Accept invitation
    </Button>
  );
}
