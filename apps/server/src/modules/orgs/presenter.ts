import type { Member } from '@tabletalk/contracts';
import type { invites, teamMembers, users } from '../../core/identity';

export type InviteRow = typeof invites.$inferSelect;
export type MemberRow = {
  user: typeof users.$inferSelect;
  role: (typeof teamMembers.$inferSelect)['role'];
  joinedAt: Date;
};

/** A team member as the API shows it; `_id` is the user's id, as in the member routes. */
export function presentMember(row: MemberRow): Member {
  return {
    _id: row.user.id,
    userId: row.user.id,
    email: row.user.email,
    givenName: row.user.givenName,
    familyName: row.user.familyName,
    picture: row.user.picture,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** An invitation as the API shows it: never its token (SECURITY D7). */
export function presentInvite(row: InviteRow) {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    teamId: row.teamId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** How a user is named to others: their full name, else their email. */
export function displayName(
  user: Pick<typeof users.$inferSelect, 'givenName' | 'familyName' | 'email'>,
) {
  return `${user.givenName} ${user.familyName}`.trim() || user.email;
}
