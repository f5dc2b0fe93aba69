import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { CenteredLoader } from '../../../components/centered-loader';
import { InlineError } from '../../../components/inline-error';
import { PlanLimitAlert } from '../../../components/plan-limit-alert';
import type { CsvCheckState } from '../hooks/use-csv-check';
import { formatShape } from '../utils/format';
import { HeaderEditor } from './header-editor';

const MAX_HEADER_BADGES = 30;

/** What `check-csv` found: the columns, the shape, problems, plan fit, and header fixes. */
export function CsvCheckPanel({ check }: { check: CsvCheckState }) {
  if (check.isPending) return <CenteredLoader label="Checking the file" />;
  if (check.error) {
    return (
      <InlineError
        error={check.error}
        fallback="The file could not be checked; you can still upload it."
      />
    );
  }
  const result = check.result;
  if (!result) return null;
  const hidden = result.headers.length - MAX_HEADER_BADGES;
  return (
    <Stack gap="sm" data-testid="csv-check">
      <Group gap="xs">
        <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text size="sm" fw={600}>
          {formatShape(result.rowCount, result.columnCount)}
        </Text>
      </Group>
      {result.headers.length > 0 ? (
        <Group gap={6} aria-label="Columns in the file">
          {result.headers.slice(0, MAX_HEADER_BADGES).map((header, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; positions do not.
            <Badge key={index} variant="default" tt="none">
              {header || '(no name)'}
            </Badge>
          ))}
          {hidden > 0 ? (
            <Text size="xs" c="dimmed">
              and {hidden} more
            </Text>
          ) : null}
        </Group>
      ) : null}
      {result.problems.length > 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Problems found">
          <List size="sm" spacing={2}>
            {result.problems.map((problem) => (
              <List.Item key={`${problem.kind}:${problem.message}`}>
                {problem.message}
                {problem.rows?.length ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({problem.kind === 'blank_headers' ? 'columns' : 'lines'}{' '}
                    {problem.rows.join(', ')})
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result.withinPlan ? null : (
        <PlanLimitAlert
          message={result.planMessage ?? 'This file is larger than your plan allows.'}
        />
      )}
      {check.needsFix ? (
        <HeaderEditor original={check.original} edited={check.edited} onChange={check.setHeader} />
      ) : null}
    </Stack>
  );
}
