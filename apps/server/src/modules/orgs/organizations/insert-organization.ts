import { organizations, teamMembers, teams } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { insertedRow } from '../../../db/inserted-row';

/**
 * Inserts an organization on `plan` (the instance's DEFAULT_PLAN, Basic unless set) with its
 * default team, owned by `ownerId`. Run it
 * inside the caller's transaction so the three rows appear together.
 * @returns the new organization's id.
 */
export async function insertOrganization(
  tx: Db,
  options: { name: string; ownerId: string; isPersonal: boolean; plan: string },
): Promise<string> {
  const org = await insertedRow(
    tx
      .insert(organizations)
      .values({
        name: options.name,
        plan: options.plan,
        personalOwnerId: options.isPersonal ? options.ownerId : null,
        ownerId: options.ownerId,
      })
      .returning({ id: organizations.id }),
    'organization',
  );
  const team = await insertedRow(
    tx
      .insert(teams)
      .values({ orgId: org.id, name: 'Default team', isDefault: true })
      .returning({ id: teams.id }),
    'team',
  );
  await tx
    .insert(teamMembers)
    .values({ teamId: team.id, orgId: org.id, userId: options.ownerId, role: 'owner' });
  return org.id;
}
