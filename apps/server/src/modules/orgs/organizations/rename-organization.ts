import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { organizations } from '../../../core/identity';

/** Renames an organization (authorize first: 'org.manage'). */
export async function renameOrganization(
  ctx: AppContext,
  options: { orgId: string; name: string },
): Promise<void> {
  await ctx.db
    .update(organizations)
    .set({ name: options.name })
    .where(eq(organizations.id, options.orgId));
}
