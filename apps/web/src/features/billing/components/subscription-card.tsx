import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BillingProvider, UserSubscription } from '@tabletalk/contracts';
import { useState } from 'react';
import { useCreateCustomerPortal } from '../api/create-customer-portal';
import { browserWindow } from '../utils/browser-window';
import { formatDay } from '../utils/format';
import { CancelAutoRenewModal } from './cancel-auto-renew-modal';

const PAID_STATUSES: readonly UserSubscription['status'][] = ['active', 'trialing', 'past_due'];

/** "Renews on Mar 5, 2026", "Ends on …", the trial's end, or where an unpaid plan comes from. */
function periodText(subscription: UserSubscription): string | null {
  if (subscription.isTrail && subscription.trialEndsAt) {
    return `Pro trial until ${formatDay(subscription.trialEndsAt)}.`;
  }
  if (subscription.source === 'assigned') {
    return subscription.status === 'canceled'
      ? `The paid subscription ended; the ${subscription.plan} plan applies again.`
      : `The ${subscription.plan} plan, set for this organization on this server.`;
  }
  if (!subscription.currentPeriodEnd) return null;
  const day = formatDay(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${day}.` : `Renews on ${day}.`;
}

interface SubscriptionCardProps {
  subscription: UserSubscription;
  billing: BillingProvider;
  /** Auto-renew was turned off: users/me must be read again. */
  onChanged: () => void;
}

/**
 * The subscription in force: plan, period, when it renews or ends; for the owner of a paid
 * Stripe subscription, the Customer Portal and turning auto-renew off.
 */
export function SubscriptionCard({ subscription, billing, onChanged }: SubscriptionCardProps) {
  const [isCancelOpen, setCancelOpen] = useState(false);
  const portal = useCreateCustomerPortal({ onSuccess: ({ url }) => browserWindow.leaveFor(url) });
  const isPaid = subscription.source === 'stripe' && PAID_STATUSES.includes(subscription.status);
  const canManagePaid = isPaid && billing === 'stripe' && subscription.canManageBilling;
  const period = periodText(subscription);
  const endsOn = subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : null;
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Subscription" data-testid="subscription">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            Subscription
          </Title>
          <Group gap="xs">
            <Badge variant="light">{subscription.plan}</Badge>
            {subscription.period ? <Badge variant="outline">{subscription.period}</Badge> : null}
            {subscription.isTrail ? <Badge color="grape">Trial</Badge> : null}
          </Group>
        </Group>
        {period ? <Text size="sm">{period}</Text> : null}
        {subscription.status === 'past_due' ? (
          <Alert color="red" role="alert">
            The last payment failed. Update the card in Manage billing to keep the plan.
          </Alert>
        ) : null}
        {canManagePaid ? (
          <Group gap="sm">
            <Button
              variant="light"
              loading={portal.isPending || portal.isSuccess}
              onClick={() => portal.mutate()}
            >
              Manage billing
            </Button>
            {subscription.cancelAtPeriodEnd ? null : (
              <Button variant="subtle" color="red" onClick={() => setCancelOpen(true)}>
                Cancel auto-renew
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
      <CancelAutoRenewModal
        opened={isCancelOpen}
        plan={subscription.plan}
        endsOn={endsOn}
        onClose={() => setCancelOpen(false)}
        onCancelled={onChanged}
      />
    </Card>
  );
}
