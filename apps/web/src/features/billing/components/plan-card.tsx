import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '@tabletalk/contracts';
import { formatMoney } from '../utils/format';
import type { PlanAction } from '../utils/plan-action';

/** "Free", "$29 / month", "$290 / year". */
function priceText(plan: Plan): string {
  if (plan.price === 0) return 'Free';
  const per = plan.type === 'Monthly' ? 'month' : 'year';
  return `${formatMoney(plan.price, plan.currency)} / ${per}`;
}

interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  action: PlanAction;
  /** The reader may change the plan (owner); otherwise the buttons show, disabled. */
  canManage: boolean;
  isBusy: boolean;
  onCheckout: (plan: Plan) => void;
  onRequest: () => void;
}

function PlanButton({ plan, action, canManage, isBusy, onCheckout, onRequest }: PlanCardProps) {
  const period = plan.type.toLowerCase();
  if (action.kind === 'checkout') {
    return (
      <Button
        fullWidth
        disabled={!canManage}
        loading={isBusy}
        onClick={() => onCheckout(plan)}
        aria-label={`${action.label} (${plan.title}, ${period})`}
      >
        {action.label}
      </Button>
    );
  }
  if (action.kind === 'request') {
    return (
      <Button fullWidth variant="light" disabled={!canManage} onClick={onRequest}>
        Request the {plan.title} plan
      </Button>
    );
  }
  if (action.kind === 'administrator') {
    return (
      <Text size="sm" c="dimmed">
        Assigned by this server's administrator: see "How to change plan" below.
      </Text>
    );
  }
  return null;
}

/** One plan on offer: its price for the period, what it allows, and the way to get it. */
export function PlanCard(props: PlanCardProps) {
  const { plan, isCurrent } = props;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      data-testid="plan-offer"
      aria-label={`${plan.title} plan`}
      style={isCurrent ? { borderColor: 'var(--mantine-color-indigo-5)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="h4">
            {plan.title}
          </Title>
          {isCurrent ? <Badge variant="light">Current plan</Badge> : null}
        </Group>
        <Text fw={700} fz="xl">
          {priceText(plan)}
        </Text>
        <List size="sm" spacing={4}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Stack mt="auto" gap={0}>
          <PlanButton {...props} />
        </Stack>
      </Stack>
    </Card>
  );
}
