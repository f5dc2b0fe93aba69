import { Text, VisuallyHidden } from '@mantine/core';
import type { ItemChange } from '@tabletalk/contracts';
import { type ChangeDirection, changeText } from '../utils/change-text';

const COLOURS: Record<ChangeDirection, string> = { up: 'green.8', down: 'red.8', flat: 'dimmed' };

/**
 * A widget's change against the previous period: "▲ 12.5% vs previous month", green up, red
 * down, grey when unchanged. Screen readers hear it in words, with the previous value, rather
 * than the arrow.
 */
export function ItemChangeLine({ change }: { change: ItemChange }) {
  const { direction, shown, label } = changeText(change);
  return (
    <Text
      size="sm"
      fw={500}
      c={COLOURS[direction]}
      title={label}
      data-testid="item-change"
      data-direction={direction}
    >
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}
