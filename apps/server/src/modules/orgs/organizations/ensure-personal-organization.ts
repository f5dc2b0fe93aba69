import { eq } from 'drizzle-orm';
import { organizations, teamMembers, users } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { insertOrganization } from './insert-organization';

/**
 * Gives a user who belongs to no organization their personal one, with a default team, so the
 * app has somewhere to work. Someone who joined by invitation already has a place and gets none
 * unasked; they can create organizations themselves. Idempotent. New organizations start on
 * `plan` (DEFAULT_PLAN).
 */
export async function ensurePersonalOrganization(
  db: Db,
  userId: string,
  plan: string,
): Promise<void> {
  if (await belongsAnywhere(db, userId)) return;
  await db.transaction(async (tx) => {
    // Lock the user row so two first sign-ins at once create one organization.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await belongsAnywhere(tx, userId)) return;
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const owner = user?.givenName.trim() || user?.email.split('@')[0] || 'My';
    await insertOrganization(tx, {
      name: `${owner}'s organization`,
      ownerId: userId,
      isPersonal: true,
      plan,
    });
  });
}

/** Whether the user has a personal organization or is a member of any organization. */
async function belongsAnywhere(db: Db, userId: string): Promise<boolean> {
  const [personal] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.personalOwnerId, userId))
    .limit(1);
  if (personal) return true;
  const [member] = await db
    .select({ orgId: teamMembers.orgId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return member !== undefined;
}
