import type { ReportRecipient, ReportSubscription } from '@tabletalk/contracts';
import type { MemberRow } from './find-members';
import type { SubscriptionRow } from './find-subscription';

/** A member as a report's recipient: their name, else their email. */
export function presentRecipient(member: MemberRow): ReportRecipient {
  const name = `${member.givenName} ${member.familyName}`.trim();
  return { userId: member.id, email: member.email, name: name || member.email };
}

/** A subscription with its recipients who are still members, in the order they were chosen. */
export function presentSubscription(
  row: SubscriptionRow,
  members: MemberRow[],
): ReportSubscription {
  const byId = new Map(members.map((member) => [member.id, member]));
  return {
    dashboardId: row.dashboardId,
    frequency: row.frequency,
    recipients: row.userIds.flatMap((id) => {
      const member = byId.get(id);
      return member ? [presentRecipient(member)] : [];
    }),
    createdBy: row.createdBy,
    lastSentAt: row.lastSentAt ? row.lastSentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
