import { Text } from '@mantine/core';
import { TeamSettings } from '../../../features/teams/components/team-settings';
import { useMe } from '../../../features/users/api/get-me';
import { useScope } from '../../../lib/session';

/** The selected team's members and invitations, with the user's permissions there. */
export function TeamTab() {
  const me = useMe();
  const scope = useScope();
  if (!me.data) return null;
  const organizationId = scope.selectedOrganizationId ?? me.data.selectedOrganizationId;
  const teamId = scope.selectedTeamId ?? me.data.selectedTeamId;
  const organization = me.data.organizations.find((o) => o._id === organizationId);
  const team = organization?.teams.find((t) => t._id === teamId);
  if (!teamId) return <Text c="dimmed">You are not a member of any team.</Text>;

  return (
    <TeamSettings
      key={teamId}
      teamId={teamId}
      teamName={team?.name ?? 'your team'}
      permissions={me.data.permissions}
      currentUserId={me.data.user._id}
    />
  );
}
