import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { invites } from '../../../core/identity';
import type { Db } from '../../../db/client';
import type { InviteRow } from '../presenter';

/** The condition of an invitation that can still be accepted. */
export function isPending(now: Date) {
  return and(isNull(invites.acceptedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now));
}

/** A team's pending invitations, newest first. */
export async function listPendingInvites(
  db: Db,
  options: { orgId: string; teamId: string; now: Date },
): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.orgId, options.orgId),
        eq(invites.teamId, options.teamId),
        isPending(options.now),
      ),
    )
    .orderBy(desc(invites.createdAt));
}
