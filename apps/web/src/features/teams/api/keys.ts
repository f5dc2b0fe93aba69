export interface MembersParams {
  page: number;
  pageSize: number;
  search: string;
}

/** Query keys of the teams feature; team-scoped keys start with the team id. */
export const teamsKeys = {
  all: ['teams'] as const,
  team: (teamId: string) => [...teamsKeys.all, teamId] as const,
  members: (teamId: string, params: MembersParams) =>
    [...teamsKeys.team(teamId), 'members', params] as const,
  invites: (teamId: string) => [...teamsKeys.team(teamId), 'invites'] as const,
  invitePreview: (token: string) => [...teamsKeys.all, 'invite-preview', token] as const,
};
