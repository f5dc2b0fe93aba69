import 'react-grid-layout/css/styles.css';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DASHBOARD_GRID_COLUMNS, type ShownItem } from '@tabletalk/contracts';
import { useMemo } from 'react';
import ReactGridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import { useUpdateLayout } from '../api/update-layout';
import { gridCells, layoutChanged, layoutRequest, readingOrder } from '../utils/layout';
import { ITEM_DRAG_HANDLE, ItemCard } from './item-card';

/** Below this width the items stack in one column and cannot be moved. */
export const PHONE_QUERY = '(max-width: 599px)';
const ROW_HEIGHT = 80;

interface DashboardGridProps {
  dashboardId: string;
  /** A dashboard's own items, or an embed's (shown with `canEdit` false). */
  items: ShownItem[];
  canEdit: boolean;
  /** Whether items have their menu (alerts): not in an embed. */
  withMenus?: boolean;
}

/**
 * The items on a 12-column grid: whoever may edit the dashboard drags them by their header and
 * resizes them, and each move is saved. On a phone they stack in reading order.
 */
export function DashboardGrid({
  dashboardId,
  items,
  canEdit,
  withMenus = true,
}: DashboardGridProps) {
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const { width, containerRef, mounted } = useContainerWidth();
  const save = useUpdateLayout();
  // One layout per items: re-renders while a move is saved hand the grid the same cells.
  const cells = useMemo(() => gridCells(items), [items]);

  const handleStop = (layout: Layout) => {
    const next = layoutRequest(layout);
    if (layoutChanged(cells, next)) save.mutate({ dashboardId, layout: next });
  };

  if (isPhone) {
    return (
      <Stack gap="sm" data-testid="dashboard-stack">
        {readingOrder(items).map((item) => (
          <ItemCard key={item._id} item={item} withMenu={withMenus} />
        ))}
      </Stack>
    );
  }
  return (
    <div ref={containerRef} data-testid="dashboard-grid">
      {mounted ? (
        <ReactGridLayout
          width={width}
          layout={cells}
          gridConfig={{ cols: DASHBOARD_GRID_COLUMNS, rowHeight: ROW_HEIGHT }}
          dragConfig={{ enabled: canEdit, handle: `.${ITEM_DRAG_HANDLE}` }}
          resizeConfig={{ enabled: canEdit }}
          onDragStop={handleStop}
          onResizeStop={handleStop}
        >
          {items.map((item) => (
            <div key={item._id}>
              <ItemCard item={item} withMenu={withMenus} />
            </div>
          ))}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}
