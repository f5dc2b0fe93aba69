import { and, eq, inArray, isNull } from 'drizzle-orm';
import { teamMembers, users } from '../../../core/identity';
import type { Db } from '../../../db/client';

/** A member of the organization a report can go to. */
export interface MemberRow {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * Those of `userIds` who are members of the organization (of any of its teams) with an account
 * that is not disabled, in no particular order.
 */
export async function findOrgMembers(
  db: Db,
  options: { orgId: string; userIds: string[] },
): Promise<MemberRow[]> {
  if (options.userIds.length === 0) return [];
  return db
    .selectDistinct({
      id: users.id,
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(users)
    .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(
      and(
        eq(teamMembers.orgId, options.orgId),
        inArray(users.id, options.userIds),
        isNull(users.disabledAt),
      ),
    );
}
