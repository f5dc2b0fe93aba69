import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useSubscriptionCatalogue } from '../../../features/billing/api/get-subscription-catalogue';
import { InvoicesSection } from '../../../features/billing/components/invoices-section';
import { PacksSection } from '../../../features/billing/components/packs-section';
import { PlansSection } from '../../../features/billing/components/plans-section';
import { SubscriptionCard } from '../../../features/billing/components/subscription-card';
import { useMe } from '../../../features/users/api/get-me';
import { usersKeys } from '../../../features/users/api/keys';
import { UsageCard } from '../../../features/users/components/usage-card';
import { useScope } from '../../../lib/session';

/**
 * Where Upgrade leads: the subscription, the plan's usage, the plans on offer and how to get
 * one, the packs, and (for an owner) the payments.
 */
export function PlanTab() {
  const me = useMe();
  const scope = useScope();
  const catalogue = useSubscriptionCatalogue();
  const queryClient = useQueryClient();
  if (!me.data) return null;
  const { serviceUsage: usage, subscription } = me.data;
  const refreshMe = () => void queryClient.invalidateQueries({ queryKey: usersKeys.me() });
  const organizationId = scope.selectedOrganizationId ?? me.data.selectedOrganizationId;
  // users/me without a subscription (servers older than billing): the owner's permission says.
  const canManage =
    subscription?.canManageBilling ?? me.data.permissions.includes('billing.manage');
  return (
    <Stack gap="lg">
      {subscription ? (
        <SubscriptionCard
          subscription={subscription}
          billing={catalogue.data?.billing ?? 'none'}
          onChanged={refreshMe}
        />
      ) : null}
      <UsageCard usage={usage} />
      {catalogue.isPending ? <CenteredLoader label="Loading plans" /> : null}
      {catalogue.error ? (
        <QueryError error={catalogue.error} onRetry={() => catalogue.refetch()} />
      ) : null}
      {catalogue.data ? (
        <>
          <PlansSection
            catalogue={catalogue.data}
            subscription={subscription}
            usage={usage}
            organizationId={organizationId}
            canManage={canManage}
            onPlanChanged={refreshMe}
          />
          <PacksSection
            catalogue={catalogue.data}
            plan={subscription?.plan ?? usage?.plan ?? null}
            usage={usage}
            canManage={canManage}
          />
        </>
      ) : null}
      {/* Payments exist only where a subscription says so: none on servers older than billing. */}
      {subscription?.canManageBilling ? <InvoicesSection /> : null}
    </Stack>
  );
}
