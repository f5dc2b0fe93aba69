import type { AppContext } from '../../context';
import { insertOrganization } from './insert-organization';
import { recordAuditEvent } from './record-audit-event';

/**
 * Creates an organization with a default team whose owner is the creator. New organizations
 * start on the Basic plan.
 * @returns the new organization's id.
 */
export async function createOrganization(
  ctx: AppContext,
  options: { userId: string; name: string },
): Promise<string> {
  const orgId = await ctx.db.transaction((tx) =>
    insertOrganization(tx, { name: options.name, ownerId: options.userId, isPersonal: false }),
  );
  await recordAuditEvent(ctx, { orgId, actorId: options.userId, action: 'org.created' });
  return orgId;
}
