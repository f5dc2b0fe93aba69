import { AppError } from '@tabletalk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import {
  type Organization,
  organizations,
  recordAuditEvent,
  teamMembers,
} from '../../../core/identity';

type AdminContext = Pick<AppContext, 'db' | 'log' | 'now'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An organization by id, for admin commands.
 * @throws AppError NOT_FOUND with the id in the message.
 */
export async function getOrganization(ctx: AdminContext, orgId: string): Promise<Organization> {
  const [org] = UUID.test(orgId)
    ? await ctx.db.select().from(organizations).where(eq(organizations.id, orgId))
    : [];
  if (!org) throw new AppError('NOT_FOUND', { message: `No organization with id ${orgId}.` });
  return org;
}

/** Suspends an organization (its members get ORG_SUSPENDED) or lifts the suspension. */
export async function setOrganizationStatus(
  ctx: AdminContext,
  options: { orgId: string; status: 'active' | 'suspended' },
): Promise<Organization> {
  const before = await getOrganization(ctx, options.orgId);
  const [after] = await ctx.db
    .update(organizations)
    .set({ status: options.status })
    .where(eq(organizations.id, before.id))
    .returning();
  await recordAuditEvent(ctx, {
    orgId: before.id,
    actorId: null,
    action: options.status === 'suspended' ? 'org.suspended' : 'org.unsuspended',
    detail: { by: 'cli' },
  });
  return after ?? before;
}

/** Every organization with its member count, oldest first. */
export async function listAllOrganizations(ctx: Pick<AppContext, 'db'>) {
  return ctx.db
    .select({
      id: organizations.id,
      name: organizations.name,
      plan: organizations.plan,
      status: organizations.status,
      isPersonal: sql<boolean>`${organizations.personalOwnerId} IS NOT NULL`,
      members: sql<number>`count(DISTINCT ${teamMembers.userId})::int`,
    })
    .from(organizations)
    .leftJoin(teamMembers, eq(teamMembers.orgId, organizations.id))
    .groupBy(organizations.id)
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
}
