import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { invites, recordAuditEvent } from '../../../core/identity';
import { isPending } from './list-invites';

/**
 * Revokes a pending invitation of a team; its link stops working.
 * @throws AppError NOT_FOUND when no such pending invitation exists in that team.
 */
export async function revokeInvite(
  ctx: AppContext,
  options: { actorId: string; orgId: string; teamId: string; inviteId: string },
): Promise<void> {
  const now = ctx.now();
  const [revoked] = await ctx.db
    .update(invites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invites.id, options.inviteId),
        eq(invites.orgId, options.orgId),
        eq(invites.teamId, options.teamId),
        isPending(now),
      ),
    )
    .returning({ id: invites.id });
  if (!revoked) throw new AppError('NOT_FOUND');
  await recordAuditEvent(ctx, {
    orgId: options.orgId,
    actorId: options.actorId,
    action: 'invite.revoked',
    subjectId: options.inviteId,
  });
}
