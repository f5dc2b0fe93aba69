import { AppError } from '@tabletalk/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { teamMembers, teams } from '../../../core/identity';
import type { Db } from '../../../db/client';

/**
 * Inside a transaction: locks the team, then refuses if `userId` is its only owner. The lock
 * makes two owners demoting each other at once end with one owner, not none.
 * @throws AppError LAST_OWNER.
 */
export async function assertAnotherOwnerRemains(
  tx: Db,
  where: { teamId: string; userId: string },
): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, where.teamId)).for('update');
  const [other] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, where.teamId),
        eq(teamMembers.role, 'owner'),
        ne(teamMembers.userId, where.userId),
      ),
    )
    .limit(1);
  if (!other) throw new AppError('LAST_OWNER');
}
