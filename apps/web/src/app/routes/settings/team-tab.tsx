import { Text } from '@mantine/core';
import { CenteredLoader } from '../../../components/centered-loader';
import { TeamSettings } from '../../../features/teams/components/team-settings';
import { useMe } from '../../../features/users/api/get-me';
import { useScope } from '../../../lib/session';

/** The selected team's members and invitations, with the user's permissions there. */
export function TeamTab() {
  const me = useMe();
  const scope = useScope();
  if (!me.data) return null;
  // Right after a switch users/me still describes the previous organization: never fall back
  // to its team, or that team's lists would be fetched under the new scope headers.
  const isMeCurrent =
    scope.selectedOrganizationId === null ||
    scope.selectedOrganizationId === me.data.selectedOrganizationId;
  const teamId = scope.selectedTeamId ?? (isMeCurrent ? me.data.selectedTeamId : null);
  if (!teamId && !isMeCurrent) return <CenteredLoader label="Loading team" />;
  if (!teamId) return <Text c="dimmed">You are not a member of any team.</Text>;
  const organizationId = scope.selectedOrganizationId ?? me.data.selectedOrganizationId;
  const organization = me.data.organizations.find((o) => o._id === organizationId);
  const team = organization?.teams.find((t) => t._id === teamId);

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
