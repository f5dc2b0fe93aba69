import { teamMemberKeys } from '../../../api/get-members';

/**
 * Query keys of the teams feature; team-scoped keys start with the team id. Its member pages are
 * shared with other features, so their keys live with their endpoint (src/api/get-members), under
 * the same `team` key that member changes invalidate.
 */
export const teamsKeys = {
  all: ['teams'] as const,
  team: teamMemberKeys.team,
  invites: (teamId: string) => [...teamsKeys.team(teamId), 'invites'] as const,
  invitePreview: (token: string) => [...teamsKeys.all, 'invite-preview', token] as const,
};
