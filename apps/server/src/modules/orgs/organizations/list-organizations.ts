import type { OrganizationSummary } from '@tabletalk/contracts';
import { asc, eq } from 'drizzle-orm';
import { organizations, teamMembers, teams } from '../../../core/identity';
import type { Db } from '../../../db/client';

/** The organizations a user belongs to, each with the user's teams and role there. */
export async function listOrganizationsForUser(
  db: Db,
  userId: string,
): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({ org: organizations, team: teams, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(organizations, eq(organizations.id, teamMembers.orgId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(organizations.createdAt), asc(teams.createdAt));
  const byOrg = new Map<string, OrganizationSummary>();
  for (const { org, team, role } of rows) {
    let summary = byOrg.get(org.id);
    if (!summary) {
      summary = {
        _id: org.id,
        name: org.name,
        plan: org.plan,
        status: org.status,
        isPersonal: org.personalOwnerId === userId,
        teams: [],
      };
      byOrg.set(org.id, summary);
    }
    summary.teams.push({ _id: team.id, name: team.name, role, isDefault: team.isDefault });
  }
  // The personal organization first, then the others in the order they were joined.
  return [...byOrg.values()].sort((a, b) => Number(b.isPersonal) - Number(a.isPersonal));
}
