import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '@tabletalk/contracts';
import { QueryError } from '../../../components/query-error';
import { usePlans } from '../api/get-plans';

function price(plan: Plan): string {
  const amount = new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: plan.currency,
    maximumFractionDigits: 0,
  }).format(plan.price);
  return plan.price === 0 ? 'Free' : `${amount} a month`;
}

/** The plans on offer (monthly prices), the current one marked, each with what it allows. */
export function PlanOffers({ currentPlan }: { currentPlan: string | null }) {
  const plans = usePlans();
  if (plans.error) return <QueryError error={plans.error} onRetry={() => plans.refetch()} />;
  const monthly = (plans.data ?? []).filter((plan) => plan.type === 'Monthly');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-label="Plans">
      {monthly.map((plan) => (
        <Card key={plan._id} withBorder radius="md" padding="lg" data-testid="plan-offer">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Title order={3} fz="h4">
                {plan.title}
              </Title>
              {plan.title === currentPlan ? <Badge variant="light">Current plan</Badge> : null}
            </Group>
            <Text fw={600}>{price(plan)}</Text>
            <List size="sm" spacing={4}>
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
