import { eq } from 'drizzle-orm';
import type { BuiltUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { organizations } from '../../core/identity';
import { call } from '../rooms/test-helpers';

type Caller = Pick<BuiltUser, 'headers'> | null;

/** `POST dashboard/create` and the new dashboard's id (throws unless it was created). */
export async function createDashboard(
  t: TestApp,
  user: Caller,
  name: string,
  visibility: 'PUBLIC' | 'PRIVATE' = 'PRIVATE',
): Promise<string> {
  const res = await call(t, user, 'POST', '/dashboard/create', { name, visibility });
  if (res.statusCode !== 200) throw new Error(`dashboard/create: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/** Puts an organization on a plan (Enterprise: no limit gets in a test's way). */
export async function setPlan(t: TestApp, orgId: string, plan: string): Promise<void> {
  await t.ctx.db.update(organizations).set({ plan }).where(eq(organizations.id, orgId));
}
