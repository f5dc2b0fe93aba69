import { Stack } from '@mantine/core';
import { PlanChangeHelp } from '../../../features/billing/components/plan-change-help';
import { PlanOffers } from '../../../features/billing/components/plan-offers';
import { useMe } from '../../../features/users/api/get-me';
import { UsageCard } from '../../../features/users/components/usage-card';
import { useScope } from '../../../lib/session';

/** Where Upgrade leads: the plan and its usage, the plans on offer, and how to get one. */
export function PlanTab() {
  const me = useMe();
  const scope = useScope();
  if (!me.data) return null;
  const usage = me.data.serviceUsage;
  return (
    <Stack gap="lg">
      <UsageCard usage={usage} />
      <PlanOffers currentPlan={usage?.plan ?? null} />
      <PlanChangeHelp
        organizationId={scope.selectedOrganizationId ?? me.data.selectedOrganizationId}
      />
    </Stack>
  );
}
