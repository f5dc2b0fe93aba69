import { Badge, Group, Stack, Text } from '@mantine/core';
import type { InvitePreview } from '../api/get-invite-preview';
import { roleLabel } from './role-options';

/** Who invited whom to what, shown before accepting. */
export function InvitePreviewCard({ invite }: { invite: InvitePreview }) {
  return (
    <Stack gap={6}>
      <Text>
        <strong>{invite.invitedBy}</strong> invited <strong>{invite.email}</strong> to join the team{' '}
        <strong>{invite.teamName}</strong> in <strong>{invite.organizationName}</strong>.
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Role:
        </Text>
        <Badge variant="light">{roleLabel(invite.role)}</Badge>
      </Group>
    </Stack>
  );
}
