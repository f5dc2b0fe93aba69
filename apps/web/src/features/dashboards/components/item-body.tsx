import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ShownItem } from '@tabletalk/contracts';
import { AnswerChart } from '../../../components/answer-chart';
import { formatCell } from '../utils/format';
import { singleValue } from '../utils/single-value';
import { ItemChangeLine } from './item-change';
import { ItemTable } from './item-table';

// A dashboard exports nothing from its charts: the drawn view is not kept.
const ignoreView = () => undefined;

function Quiet({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** A widget's value: long numbers in short form (3.68M), the exact one in its tooltip. */
function widgetValue(value: unknown): string {
  const exact = formatCell(value);
  const number =
    typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  if (exact.length <= 9 || value === '' || !Number.isFinite(number)) return exact;
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(
    number,
  );
}

/** What an item shows: why it is broken, or its value, chart or table by its kind. */
export function ItemBody({ item }: { item: ShownItem }) {
  if (item.broken) {
    return (
      <Alert
        color="orange"
        icon={<IconAlertTriangle size={18} />}
        title="This item cannot run"
        data-testid="item-broken"
      >
        {item.broken}
      </Alert>
    );
  }
  const result = item.result;
  if (!result) return <Quiet>Not run yet: refresh the dashboard.</Quiet>;
  const answer = result.answer;
  if (!answer) return <Quiet>{result.message ?? 'The last run gave no answer.'}</Quiet>;
  if (item.kind === 'WIDGET') {
    const single = singleValue(answer);
    if (!single) return <Quiet>No rows matched.</Quiet>;
    return (
      <Stack gap={0} data-testid="item-value">
        <Text size="sm" c="dimmed">
          {single.label}
        </Text>
        <Text fz={40} fw={700} lh={1.1} title={formatCell(single.value)}>
          {widgetValue(single.value)}
        </Text>
        {item.change ? <ItemChangeLine change={item.change} /> : null}
      </Stack>
    );
  }
  const chart = item.chart ?? answer.chart;
  if (item.kind === 'GRAPH' && chart) {
    return (
      <AnswerChart
        spec={chart}
        label={`Chart: ${item.title}`}
        onView={ignoreView}
        failedText="The chart could not be drawn."
        fill
      />
    );
  }
  return <ItemTable answer={answer} title={item.title} />;
}
