import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { CenteredLoader } from '../../../components/centered-loader';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { useInvites } from '../api/get-invites';
import { useRevokeInvite } from '../api/revoke-invite';
import { roleLabel } from './role-options';

/** Invitations not yet accepted, each revocable by those who may invite. */
export function PendingInvites({ teamId, canRevoke }: { teamId: string; canRevoke: boolean }) {
  const invites = useInvites(teamId, canRevoke);
  const revoke = useRevokeInvite({ onSuccess: () => notifySuccess('Invitation revoked') });
  if (!canRevoke) return null;
  if (invites.isPending) return <CenteredLoader label="Loading invitations" />;
  if (invites.isError)
    return <QueryError error={invites.error} onRetry={() => invites.refetch()} />;
  if (invites.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No pending invitations.
      </Text>
    );
  }
  return (
    <Stack gap="xs" aria-label="Pending invitations" role="list">
      {invites.data.map((invite) => (
        <Group key={invite._id} justify="space-between" role="listitem">
          <Group gap="xs">
            <Text size="sm">{invite.email}</Text>
            <Badge variant="light" size="sm">
              {roleLabel(invite.role)}
            </Badge>
            <Text size="xs" c="dimmed">
              expires {new Date(invite.expiresAt).toLocaleDateString()}
            </Text>
          </Group>
          <Tooltip label="Revoke invitation">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Revoke invite for ${invite.email}`}
              loading={revoke.isPending && revoke.variables?.inviteId === invite._id}
              onClick={() => revoke.mutate({ teamId, inviteId: invite._id })}
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}
