import { AppError } from '@tabletalk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { teamMembers, users } from '../../../core/identity';
import type { Db } from '../../../db/client';

/** Of `userIds`, the members of the organization (in any of its teams), with their email. */
export async function findOrgMembers(
  db: Db,
  options: { orgId: string; userIds: string[] },
): Promise<{ id: string; email: string }[]> {
  if (options.userIds.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.orgId, options.orgId), inArray(teamMembers.userId, options.userIds)));
}

/** The message when a recipient is not a member of the organization. */
export const NOT_MEMBERS_MESSAGE = 'Every recipient must be a member of this organization.';

/**
 * @throws AppError VALIDATION_FAILED when one of `userIds` is not a member of the organization.
 */
export async function assertOrgMembers(
  db: Db,
  options: { orgId: string; userIds: string[] },
): Promise<void> {
  const members = await findOrgMembers(db, options);
  if (members.length !== new Set(options.userIds).size) {
    throw new AppError('VALIDATION_FAILED', { message: NOT_MEMBERS_MESSAGE });
  }
}
