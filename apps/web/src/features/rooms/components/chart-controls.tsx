import { Button, Group, Select } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { Answer, ChartSpec, ChartType } from '@tabletalk/contracts';
import { useUpdateGraph } from '../api/update-graph';
import { chartTypeOf, chartTypeOptions, swapAxesEdit } from '../utils/chart-axes';

interface ChartControlsProps {
  roomId: string;
  conversationId: string;
  answer: Answer;
  spec: ChartSpec;
}

/** Switch the chart's type and swap its axes; the server redraws and stores the new spec. */
export function ChartControls({ roomId, conversationId, answer, spec }: ChartControlsProps) {
  const update = useUpdateGraph();
  const current = chartTypeOf(spec);
  const swap = swapAxesEdit(spec, answer.columns);
  const handleType = (value: string | null) => {
    if (!value || value === current) return;
    update.mutate({ roomId, conversationId, edit: { chartType: value as ChartType } });
  };
  return (
    <Group gap="xs">
      <Select
        size="xs"
        w={170}
        aria-label="Chart type"
        data={chartTypeOptions}
        value={current}
        placeholder="Chart type"
        onChange={handleType}
        disabled={update.isPending}
        allowDeselect={false}
      />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowsExchange size={14} />}
        disabled={!swap || update.isPending}
        loading={update.isPending && Boolean(update.variables?.edit.x)}
        onClick={() => swap && update.mutate({ roomId, conversationId, edit: swap })}
      >
        Swap axes
      </Button>
    </Group>
  );
}
