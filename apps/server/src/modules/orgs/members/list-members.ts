import type { Member } from '@tabletalk/contracts';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { teamMembers, users } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { presentMember } from '../presenter';

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function memberFilter(orgId: string, teamId: string, search?: string): SQL | undefined {
  const inTeam = and(eq(teamMembers.orgId, orgId), eq(teamMembers.teamId, teamId));
  if (!search) return inTeam;
  const pattern = likePattern(search);
  return and(
    inTeam,
    or(
      ilike(users.email, pattern),
      ilike(users.givenName, pattern),
      ilike(users.familyName, pattern),
      ilike(sql`${users.givenName} || ' ' || ${users.familyName}`, pattern),
    ),
  );
}

export interface ListMembersOptions {
  orgId: string;
  teamId: string;
  /** Case-insensitive, over email, given name, family name and full name. */
  search?: string;
  page: number;
  pageSize: number;
}

/** A page of a team's members, oldest membership first (a stable order across pages). */
export async function listMembers(
  db: Db,
  options: ListMembersOptions,
): Promise<{ data: Member[]; total: number }> {
  const where = memberFilter(options.orgId, options.teamId, options.search);
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, role: teamMembers.role, joinedAt: teamMembers.createdAt })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(where)
      .orderBy(asc(teamMembers.createdAt), asc(teamMembers.userId))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(where),
  ]);
  return { data: rows.map(presentMember), total: count?.n ?? 0 };
}
