import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { DashboardItemKind, ShownItem } from '@tabletalk/contracts';
import { formatWhen } from '../utils/format';
import { ItemBody } from './item-body';
import { ItemMenu } from './item-menu';

const KIND_LABELS: Record<DashboardItemKind, string> = {
  WIDGET: 'Widget',
  GRAPH: 'Graph',
  TABLE: 'Table',
};

/** The class of an item's header: the grid drags an item by it, not by its chart or table. */
export const ITEM_DRAG_HANDLE = 'dashboard-item-handle';

/**
 * One item: its title and kind (the drag handle), what it shows, when it was refreshed, and its
 * menu (outside the drag handle, so opening it never starts a drag). Draws a dashboard's own items
 * and an embed's alike; an embed's have no menu.
 */
export function ItemCard({ item, withMenu = true }: { item: ShownItem; withMenu?: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      h="100%"
      component="article"
      aria-label={item.title}
      data-testid="dashboard-item-card"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Group justify="space-between" wrap="nowrap" className={ITEM_DRAG_HANDLE} mb="xs">
        <Text fw={600} size="sm" truncate>
          {item.title}
        </Text>
        <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
          {KIND_LABELS[item.kind]}
        </Badge>
      </Group>
      <Stack
        gap="xs"
        style={{ flex: 1, minHeight: 0, overflow: item.kind === 'GRAPH' ? 'hidden' : 'auto' }}
      >
        <ItemBody item={item} />
      </Stack>
      <Group justify="space-between" wrap="nowrap" mt="xs" gap="xs">
        <Text size="xs" c="dimmed" data-testid="item-refreshed">
          {item.lastRefreshedAt
            ? `Refreshed ${formatWhen(item.lastRefreshedAt)}`
            : 'Not refreshed yet'}
        </Text>
        {withMenu ? <ItemMenu item={item} /> : null}
      </Group>
    </Paper>
  );
}
