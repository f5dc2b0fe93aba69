import { Anchor, Group, type MantineSpacing, Paper, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { UserSubscription } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { trialDaysLeft, trialText } from '../utils/trial-days';

interface TrialBannerProps {
  subscription: UserSubscription | null | undefined;
  /** Where the plans are (left out on the plans page itself). */
  plansLink?: string;
  now?: Date;
  /** Space below it, where the page follows. */
  mb?: MantineSpacing;
}

/** A slim line while the Pro trial runs: how many days are left, and where to keep Pro. */
export function TrialBanner({ subscription, plansLink, now, mb }: TrialBannerProps) {
  if (!subscription?.isTrail) return null;
  const text = trialText(trialDaysLeft(subscription.trialEndsAt, now));
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py={6}
      mb={mb}
      bg="grape.0"
      role="status"
      aria-label="Pro trial"
      data-testid="trial-banner"
    >
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconHourglass size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {text}
          </Text>
        </Group>
        {plansLink ? (
          <Anchor component={Link} to={plansLink} size="sm">
            See plans
          </Anchor>
        ) : null}
      </Group>
    </Paper>
  );
}
