import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * How to move to another plan on this server: billing is off (no payment provider), so an
 * administrator assigns plans with the server's command line (README, "Administration without
 * billing"). The organization's id is shown so it can be passed on as it is.
 */
export function PlanChangeHelp({ organizationId }: { organizationId: string | null }) {
  const id = organizationId ?? '<organization id>';
  return (
    <Alert
      color="blue"
      icon={<IconInfoCircle size={18} />}
      title="How to change plan"
      data-testid="plan-change-help"
    >
      <Stack gap="xs">
        <Text size="sm">
          Payments are not set up on this server, so plans are assigned by its administrator. Send
          them your organization's id and the plan you need; they run:
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {`npx tsx apps/server/src/cli.ts set-plan ${id} Pro`}
        </Code>
        <Text size="sm">
          Organization id: <Code style={{ overflowWrap: 'anywhere' }}>{id}</Code>
        </Text>
      </Stack>
    </Alert>
  );
}
