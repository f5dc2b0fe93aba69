import type { Db } from '../../../db/client';
import { findDashboard } from '../find-dashboard';
import { findOrgMembers, type MemberRow } from './find-members';

/**
 * The recipients a report may go to, in the order given: members of the organization who see
 * the dashboard themselves (a report shows nobody what the app would not), with why the others
 * may not (one sentence per kind of refusal).
 */
export async function reportRecipients(
  db: Db,
  options: { orgId: string; dashboardId: string; userIds: string[] },
): Promise<{ recipients: MemberRow[]; refused: string[] }> {
  const { orgId, dashboardId } = options;
  const members = new Map(
    (await findOrgMembers(db, { orgId, userIds: options.userIds })).map((m) => [m.id, m]),
  );
  const recipients: MemberRow[] = [];
  const refused = new Set<string>();
  for (const userId of options.userIds) {
    const member = members.get(userId);
    if (!member) {
      refused.add('A report goes only to members of the organization.');
      continue;
    }
    const sees = await findDashboard(db, { orgId, userId, dashboardId });
    if (sees) recipients.push(member);
    else refused.add(`${member.email} cannot see this dashboard: share it with them first.`);
  }
  return { recipients, refused: [...refused] };
}
