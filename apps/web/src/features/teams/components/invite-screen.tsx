import { Stack } from '@mantine/core';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useInvitePreview } from '../api/get-invite-preview';
import { InviteActions } from './invite-actions';
import { InvitePreviewCard } from './invite-preview-card';

interface InviteScreenProps {
  token: string;
  signedInEmail: string | null;
  onAccepted: (organizationId: string, teamId: string, message: string) => void;
  onSignOut: () => void;
}

/** /invite/:token: what the invitation offers and the way to accept it. */
export function InviteScreen({ token, signedInEmail, onAccepted, onSignOut }: InviteScreenProps) {
  const preview = useInvitePreview(token);
  if (preview.isPending) return <CenteredLoader label="Loading invitation" />;
  if (preview.isError) return <QueryError error={preview.error} />;
  return (
    <Stack gap="lg">
      <InvitePreviewCard invite={preview.data} />
      <InviteActions
        token={token}
        invite={preview.data}
        signedInEmail={signedInEmail}
        onAccepted={onAccepted}
        onSignOut={onSignOut}
      />
    </Stack>
  );
}
