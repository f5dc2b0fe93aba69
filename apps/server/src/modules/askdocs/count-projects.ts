import { eq, sql } from 'drizzle-orm';
import type { UsageCounter } from '../../core/entitlements';
import { askDocProjects } from './tables';

/**
 * The plan's `askDocsProjects` counter: the organization's document projects (deleting one frees
 * its place at once, since projects are deleted outright).
 */
export const countAskDocsProjects: UsageCounter = async (db, orgId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(askDocProjects)
    .where(eq(askDocProjects.orgId, orgId));
  return row?.n ?? 0;
};
