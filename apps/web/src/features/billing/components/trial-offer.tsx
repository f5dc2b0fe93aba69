import { Button, Group, Paper, Text } from '@mantine/core';
import type { Plan, PlanName, UserSubscription } from '@tabletalk/contracts';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useClaimProTrial } from '../api/claim-pro-trial';
import { proMonthlyPlan } from '../hooks/free-trial';
import { planRank } from '../utils/plan-rank';

interface TrialOfferProps {
  plans: readonly Plan[];
  subscription: UserSubscription | null;
  currentPlan: PlanName | null;
  /** The trial started: users/me must be read again. */
  onClaimed: () => void;
}

/** "Start 14-day Pro trial": once per organization, only below Pro (SPEC 9). */
export function TrialOffer({ plans, subscription, currentPlan, onClaimed }: TrialOfferProps) {
  const claim = useClaimProTrial();
  const pro = proMonthlyPlan(plans);
  const isOffered =
    subscription !== null &&
    !subscription.isTrailAvailed &&
    !subscription.isTrail &&
    planRank(currentPlan) < planRank('Pro');
  if (!pro || !isOffered) return null;

  const handleStart = () =>
    claim.mutate(pro.priceId, {
      onSuccess: () => {
        notifySuccess('Successfully availed pro trial');
        onClaimed();
      },
      onError: (error) => notifyError(error, 'Failed to start the trial'),
    });

  return (
    <Paper withBorder radius="md" p="md" bg="indigo.0" data-testid="trial-offer">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          Try Pro free for 14 days: database connections, bigger files and more questions. No
          payment needed.
        </Text>
        <Button
          onClick={handleStart}
          loading={claim.isPending}
          disabled={!subscription.canManageBilling}
        >
          Start 14-day Pro trial
        </Button>
      </Group>
    </Paper>
  );
}
