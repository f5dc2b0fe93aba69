import { and, eq } from 'drizzle-orm';
import { teamMembers, users } from '../../../core/identity';
import type { Db } from '../../../db/client';

/**
 * The member of an organization with that email, or null. Looks only inside the organization, so
 * it never tells whether an account exists elsewhere.
 */
export async function findMemberByEmail(db: Db, options: { orgId: string; email: string }) {
  const [row] = await db
    .select({
      _id: users.id,
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.orgId, options.orgId),
        eq(users.email, options.email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}
