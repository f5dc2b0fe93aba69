import type { PlanRequest } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Organization, teamMembers, users } from '../../core/identity';
import { createNotification, sendEmail } from '../notifications';
import { planRequests } from './tables';

const PLAN_OF_KIND = { SUBSCRIPTION_TEAM: 'Team', SUBSCRIPTION_ENTERPRISE: 'Enterprise' } as const;

/**
 * A request for the Team or Enterprise plan (`contact-us/subscription-create`): kept, emailed to
 * SUPPORT_EMAIL (who sells plans), and each owner of the organization is notified, so a member's
 * request reaches the people who can act on it.
 */
export async function requestPlan(
  ctx: AppContext,
  options: {
    org: Organization;
    requester: { id: string; email: string; givenName: string; familyName: string };
    request: Required<Pick<PlanRequest, 'kind' | 'message'>> & Pick<PlanRequest, 'seats' | 'phone'>;
  },
): Promise<void> {
  const { org, requester, request } = options;
  const plan = PLAN_OF_KIND[request.kind];
  const name = `${requester.givenName} ${requester.familyName}`.trim() || requester.email;
  await ctx.db.insert(planRequests).values({
    orgId: org.id,
    userId: requester.id,
    kind: request.kind,
    message: request.message,
    seats: request.seats ?? null,
    phone: request.phone ?? null,
    createdAt: ctx.now(),
  });
  const owners = await ctx.db
    .selectDistinct({ id: users.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.orgId, org.id), eq(teamMembers.role, 'owner')));
  await Promise.all(
    owners.map((owner) =>
      createNotification(ctx, {
        userId: owner.id,
        orgId: org.id,
        kind: 'billing.plan_requested',
        title: `${plan} plan requested`,
        message: `${name} asked for the ${plan} plan for ${org.name}. We will be in touch by email.`,
        link: '/settings/plan',
      }),
    ),
  );
  await sendEmail(ctx, {
    to: ctx.env.supportEmail,
    subject: `[Plan request] ${plan} for ${org.name}`,
    paragraphs: [
      `From: ${name} <${requester.email}> (user ${requester.id})`,
      `Organization: ${org.name} (${org.id}), now on the ${org.plan} plan`,
      `Plan asked for: ${plan}`,
      `Seats: ${request.seats ?? 'not given'}`,
      `Phone: ${request.phone || 'not given'}`,
      request.message || '(no message)',
    ],
  });
}
