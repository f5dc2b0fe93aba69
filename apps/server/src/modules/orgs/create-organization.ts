import type { AppContext } from '../../context';
import { organizations, teamMembers, teams } from '../../db/schema';
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
  const orgId = await ctx.db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: options.name, plan: 'Basic' })
      .returning({ id: organizations.id });
    if (!org) throw new Error('organization insert returned nothing');
    const [team] = await tx
      .insert(teams)
      .values({ orgId: org.id, name: 'Default team', isDefault: true })
      .returning({ id: teams.id });
    if (!team) throw new Error('team insert returned nothing');
    await tx
      .insert(teamMembers)
      .values({ teamId: team.id, orgId: org.id, userId: options.userId, role: 'owner' });
    return org.id;
  });
  await recordAuditEvent(ctx, { orgId, actorId: options.userId, action: 'org.created' });
  return orgId;
}
