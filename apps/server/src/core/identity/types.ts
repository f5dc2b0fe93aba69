import type { Permission, Role } from '@tabletalk/contracts';
import type { organizations, sessions, teams, users } from './tables';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type Organization = typeof organizations.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;

/** Why a session ended. */
export type EndReason = NonNullable<SessionRow['endReason']>;

/** Who is making a request. */
export interface Actor {
  userId: string;
  sessionId: string;
  user: UserRow;
}

/** The organization and team a request acts in, and what the user may do there. */
export interface OrgScope {
  org: Organization;
  teamId: string;
  role: Role;
  permissions: Permission[];
}

/** The scope of a team route: the team, and the actor's role and permissions there. */
export interface TeamScope extends OrgScope {
  team: TeamRow;
}

/**
 * Which of the user's memberships a request asks for: the ids its scope headers name
 * (`x-organization-id`, `x-team-id`), or none for the default.
 */
export interface ScopeRequest {
  userId: string;
  orgId?: string;
  teamId?: string;
}
