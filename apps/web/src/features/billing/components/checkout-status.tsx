import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { PlanName } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { PLAN_PAGE } from '../../../components/plan-limit-alert';
import { formatCount } from '../../../lib/format-count';

/** Where the confirmation stands: waiting (slow past a while), given up, or through. */
export type CheckoutPhase = 'waiting' | 'slow' | 'timeout' | 'confirmed';

interface CheckoutStatusProps {
  phase: CheckoutPhase;
  plan: PlanName | null;
  /** OCR pages in packs now, when a pack was bought. */
  ocrPackPages: number | null;
  onCheckAgain: () => void;
}

function Confirmed({ plan, ocrPackPages }: Pick<CheckoutStatusProps, 'plan' | 'ocrPackPages'>) {
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {plan ? `Your plan is now ${plan}` : 'Payment received'}
      </Title>
      {ocrPackPages !== null ? (
        <Text>Your OCR packs now hold {formatCount(ocrPackPages)} pages.</Text>
      ) : null}
      <Group justify="center" gap="sm">
        <Button component={Link} to="/">
          Go to the app
        </Button>
        <Anchor component={Link} to={PLAN_PAGE}>
          See plan and usage
        </Anchor>
      </Group>
    </Stack>
  );
}

function TimedOut({ onCheckAgain }: Pick<CheckoutStatusProps, 'onCheckAgain'>) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title="The payment is not confirmed yet">
        Stripe has not told us about it yet. If you paid, your plan changes on its own within a few
        minutes; nothing more to do. If it does not, write to us with the date of the payment.
      </Alert>
      <Group gap="sm">
        <Button onClick={onCheckAgain}>Check again</Button>
        <Button component={Link} to={PLAN_PAGE} variant="default">
          See plan and usage
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The screen Stripe returns to: a spinner while the payment is confirmed, the new plan once it
 * is, and what to do when the confirmation is late.
 */
export function CheckoutStatus({ phase, plan, ocrPackPages, onCheckAgain }: CheckoutStatusProps) {
  const isWaiting = phase === 'waiting' || phase === 'slow';
  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" mt="lg">
      <div role="status" aria-live="polite" data-testid="checkout-status">
        {phase === 'confirmed' ? <Confirmed plan={plan} ocrPackPages={ocrPackPages} /> : null}
        {phase === 'timeout' ? <TimedOut onCheckAgain={onCheckAgain} /> : null}
        {isWaiting ? (
          <Stack gap="sm" align="center" ta="center">
            <Loader aria-label="Confirming the payment" />
            <Title order={1} fz="h3">
              Confirming your payment…
            </Title>
            {phase === 'slow' ? (
              <Text size="sm" c="dimmed">
                This is taking longer than usual. You can keep this page open, or leave it: the plan
                changes as soon as Stripe confirms the payment.
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </div>
    </Card>
  );
}
