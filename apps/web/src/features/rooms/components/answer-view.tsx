import { Group, Stack } from '@mantine/core';
import type { Answer } from '@tabletalk/contracts';
import { memo } from 'react';
import type { View } from 'vega';
import { AnswerChart } from '../../../components/answer-chart';
import { columnGrains } from '../utils/time-cells';
import { AnswerTable } from './answer-table';
import { AnswerValue } from './answer-value';
import { ChartControls } from './chart-controls';

interface AnswerViewProps {
  roomId: string;
  conversationId: string;
  question: string;
  answer: Answer;
  onView: (view: View | null) => void;
}

/**
 * The data of an answer: one big number (WIDGET), or the chart with its controls and the table.
 * Memoized: the table and chart are the heaviest part of a card to draw again.
 */
export const AnswerView = memo(function AnswerView({
  roomId,
  conversationId,
  question,
  answer,
  onView,
}: AnswerViewProps) {
  if (answer.displayKind === 'WIDGET') return <AnswerValue answer={answer} />;
  const { chart } = answer;
  return (
    <Stack gap="sm">
      {chart ? (
        <Stack gap="xs">
          <Group justify="flex-end">
            <ChartControls
              roomId={roomId}
              conversationId={conversationId}
              answer={answer}
              spec={chart}
            />
          </Group>
          <AnswerChart spec={chart} label={`Chart: ${question}`} onView={onView} />
        </Stack>
      ) : null}
      <AnswerTable columns={answer.columns} rows={answer.rows} grains={columnGrains(answer)} />
    </Stack>
  );
});
