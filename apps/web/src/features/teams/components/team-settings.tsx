import { Card, Stack, Text, Title } from '@mantine/core';
import type { Permission } from '@tabletalk/contracts';
import { InviteForm } from './invite-form';
import { MembersPanel } from './members-panel';
import { PendingInvites } from './pending-invites';
import { teamAbilities } from './team-abilities';

interface TeamSettingsProps {
  teamId: string;
  teamName: string;
  permissions: readonly Permission[];
  currentUserId: string | null;
}

/** The team tab: members, invitations; what is enabled follows users/me permissions. */
export function TeamSettings({ teamId, teamName, permissions, currentUserId }: TeamSettingsProps) {
  const abilities = teamAbilities(permissions);
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Invite to {teamName}
          </Title>
          {abilities.canInvite ? null : (
            <Text size="sm" c="dimmed">
              Only team owners and admins can invite members.
            </Text>
          )}
          <InviteForm teamId={teamId} disabled={!abilities.canInvite} />
          <PendingInvites teamId={teamId} canRevoke={abilities.canInvite} />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Members
          </Title>
          <MembersPanel teamId={teamId} abilities={abilities} currentUserId={currentUserId} />
        </Stack>
      </Card>
    </Stack>
  );
}
