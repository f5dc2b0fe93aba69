import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { insertOrganization } from './insert-organization';

/**
 * Gives a user their personal organization with a default team, on first sign-in. Idempotent:
 * a user who already has one keeps it. New organizations start on the Basic plan.
 * @returns the personal organization's id.
 */
export async function ensurePersonalOrganization(db: Db, userId: string): Promise<string> {
  const existing = await findPersonalOrganization(db, userId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // Lock the user row so two first sign-ins at once create one organization.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const again = await findPersonalOrganization(tx, userId);
    if (again) return again;
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const owner = user?.givenName.trim() || user?.email.split('@')[0] || 'My';
    return insertOrganization(tx, {
      name: `${owner}'s organization`,
      ownerId: userId,
      isPersonal: true,
    });
  });
}

async function findPersonalOrganization(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.personalOwnerId, userId))
    .limit(1);
  return row?.id ?? null;
}
