import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceUsage } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count';
import { UsageMeter } from './usage-meter';

/** The OCR pages the organization's packs still hold: read once the month's pages are used. */
function ocrPackText(pages: number): string {
  if (pages === 0) return "No OCR pages in packs: scans past the month's pages wait for a pack.";
  return `${formatCount(pages)} OCR page${pages === 1 ? '' : 's'} left in packs (they never expire).`;
}

/** The extra question credits held, used once the month's questions run out. */
function extraCreditsText(credits: number): string {
  return `${formatCount(credits)} extra question credit${credits === 1 ? '' : 's'} left.`;
}

/** The organization's plan and what it has used of each limit (users/me serviceUsage). */
export function UsageCard({
  usage,
  plansLink,
}: {
  usage: ServiceUsage | null;
  /** Where the plans are offered (home links there; the plans page itself does not). */
  plansLink?: string;
}) {
  const extraCredits = usage?.extraCredits ?? 0;
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Plan and usage">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Plan and usage
          </Title>
          {usage ? (
            <Group gap="xs">
              <Badge variant="light">{usage.plan}</Badge>
              {usage.isTrial ? <Badge color="grape">Trial</Badge> : null}
              {plansLink ? (
                <Anchor component={Link} to={plansLink} size="sm">
                  See plans
                </Anchor>
              ) : null}
            </Group>
          ) : null}
        </Group>
        {usage ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <UsageMeter label="Data sources" usage={usage.dataSources} />
              <UsageMeter label="Ask Docs projects" usage={usage.askDocsProjects} />
              <UsageMeter label="Questions today" usage={usage.dailyQuestions} />
              <UsageMeter label="Questions this month" usage={usage.monthlyQuestions} />
              <UsageMeter label="Connected dashboards this month" usage={usage.monthlyDashboards} />
              <UsageMeter label="OCR pages this month" usage={usage.monthlyOcrPages} />
              <UsageMeter label="Members" usage={usage.members} />
            </SimpleGrid>
            <Text size="sm" data-testid="ocr-pack-pages">
              {ocrPackText(usage.ocrPackPages)}
            </Text>
            {extraCredits === 0 ? null : (
              <Text size="sm" data-testid="extra-credits">
                {extraCreditsText(extraCredits)}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Files up to {usage.maxFileColumns} columns and {formatCount(usage.maxFileRows)} rows
              {usage.databaseConnections
                ? '; database connections included.'
                : '; file uploads only.'}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No plan information for this organization.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
