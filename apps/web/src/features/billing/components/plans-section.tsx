import { Alert, Group, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import type {
  Plan,
  PlanRequest,
  ServiceUsage,
  SubscriptionCatalogue,
  UserSubscription,
} from '@tabletalk/contracts';
import { useState } from 'react';
import { useCheckout } from '../hooks/use-checkout';
import { isCurrentPlan, planAction } from '../utils/plan-action';
import { EnterpriseCard } from './enterprise-card';
import { PlanCard } from './plan-card';
import { PlanChangeHelp } from './plan-change-help';
import { PlanRequestModal } from './plan-request-modal';
import { TrialOffer } from './trial-offer';

type Period = Plan['type'];

interface PlansSectionProps {
  catalogue: SubscriptionCatalogue;
  subscription: UserSubscription | null;
  usage: ServiceUsage | null;
  organizationId: string | null;
  /** The reader may change the plan and pay (owner); members see the plans, buttons disabled. */
  canManage: boolean;
  /** The plan changed here (trial started): users/me must be read again. */
  onPlanChanged: () => void;
}

/**
 * The plans on offer for a billing period, the current one marked; each with the way to get
 * it: the payment page (Stripe), the request form or the administrator (no payments).
 */
export function PlansSection(props: PlansSectionProps) {
  const { catalogue, subscription, usage, organizationId, canManage, onPlanChanged } = props;
  const [period, setPeriod] = useState<Period>(subscription?.period ?? 'Monthly');
  const [requestKind, setRequestKind] = useState<PlanRequest['kind'] | null>(null);
  const checkout = useCheckout();
  // users/me without a subscription (older servers): the usage still names the plan.
  const current =
    subscription ??
    (usage ? { plan: usage.plan, period: null, source: 'assigned' as const } : null);
  const hasBothPeriods = new Set(catalogue.plans.map((plan) => plan.type)).size > 1;
  const shown = catalogue.plans.filter((plan) => plan.type === period || !hasBothPeriods);

  const handleCheckout = (plan: Plan) =>
    checkout.start({ priceId: plan.priceId }, { kind: 'plan', plan: plan.title });

  return (
    <Stack gap="md" component="section" aria-labelledby="plans-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h4" id="plans-title">
          Plans
        </Title>
        {hasBothPeriods ? (
          <SegmentedControl
            aria-label="Billing period"
            value={period}
            onChange={(value) => setPeriod(value === 'Yearly' ? 'Yearly' : 'Monthly')}
            data={[
              { value: 'Monthly', label: 'Monthly' },
              { value: 'Yearly', label: 'Yearly' },
            ]}
          />
        ) : null}
      </Group>
      <TrialOffer
        plans={catalogue.plans}
        subscription={subscription}
        currentPlan={current?.plan ?? null}
        onClaimed={onPlanChanged}
      />
      {canManage ? null : (
        <Alert color="gray" data-testid="owner-only">
          Ask an owner of your organization to change the plan.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {shown.map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            isCurrent={isCurrentPlan(plan, current)}
            action={planAction({ plan, current, billing: catalogue.billing })}
            canManage={canManage}
            isBusy={checkout.busyPriceId === plan.priceId}
            onCheckout={handleCheckout}
            onRequest={() => setRequestKind('SUBSCRIPTION_TEAM')}
          />
        ))}
        <EnterpriseCard
          isCurrent={current?.plan === 'Enterprise'}
          canManage={canManage}
          onContact={() => setRequestKind('SUBSCRIPTION_ENTERPRISE')}
        />
      </SimpleGrid>
      {catalogue.billing === 'none' ? <PlanChangeHelp organizationId={organizationId} /> : null}
      <PlanRequestModal kind={requestKind} onClose={() => setRequestKind(null)} />
    </Stack>
  );
}
