import type { ColumnType } from '@tabletalk/contracts';
import { useEffect, useMemo, useState } from 'react';
import { nextSort, type SortState, sortRowIndexes } from '../../../lib/sort-rows';
import { useWindowedList } from '../hooks/use-windowed-list';
import classes from './preview-grid.module.css';
import { PreviewGridHeader } from './preview-grid-header';
import { PreviewGridRow } from './preview-grid-row';

export const GRID_ROW_HEIGHT = 34;
export const GRID_HEADER_HEIGHT = 40;
const COLUMN_WIDTH = 180;
const ROW_NUMBER_WIDTH = 80;

export interface GridColumn {
  name: string;
  type: ColumnType;
}

interface PreviewGridProps {
  columns: GridColumn[];
  rows: unknown[][];
  /** Number of the first row (1 on the first page), for the row-number column. */
  firstRowNumber?: number;
  height?: number;
  label?: string;
}

/**
 * A windowed, sortable table: only the rows in view (plus a few) are in the DOM, between two
 * spacer rows that keep the scrollbar true, so 100,000 rows scroll as smoothly as 100. Sorting
 * happens in the browser over the rows given.
 */
export function PreviewGrid(props: PreviewGridProps) {
  const { columns, rows, firstRowNumber = 1, height = 520, label = 'Data preview' } = props;
  const [sort, setSort] = useState<SortState | null>(null);
  const order = useMemo(() => sortRowIndexes(rows, sort), [rows, sort]);
  const { ref, onScroll, range, scrollToTop } = useWindowedList({
    rowCount: order.length,
    rowHeight: GRID_ROW_HEIGHT,
    headerHeight: GRID_HEADER_HEIGHT,
  });
  const width = ROW_NUMBER_WIDTH + columns.length * COLUMN_WIDTH;
  const bottomSpace = range.totalHeight - range.end * GRID_ROW_HEIGHT;

  // A new page starts at its top.
  useEffect(() => {
    if (rows) scrollToTop();
  }, [rows, scrollToTop]);

  return (
    <section
      ref={ref}
      onScroll={onScroll}
      className={classes.scroller}
      style={{ height }}
      aria-label={label}
      // Focusable so arrow and page keys scroll it (a scrollable region must be reachable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      data-testid="preview-grid"
    >
      <table className={classes.table} style={{ width }} aria-rowcount={order.length + 1}>
        <colgroup>
          <col style={{ width: ROW_NUMBER_WIDTH }} />
          {columns.map((column) => (
            <col key={column.name} style={{ width: COLUMN_WIDTH }} />
          ))}
        </colgroup>
        <PreviewGridHeader
          columns={columns}
          sort={sort}
          height={GRID_HEADER_HEIGHT}
          onSort={(column) => setSort((current) => nextSort(current, column))}
        />
        <tbody>
          <tr className={classes.spacer} style={{ height: range.offsetTop }}>
            <td colSpan={columns.length + 1} />
          </tr>
          {order.slice(range.start, range.end).map((rowIndex, i) => (
            <PreviewGridRow
              key={rowIndex}
              row={rows[rowIndex] ?? []}
              columns={columns}
              ariaRowIndex={range.start + i + 2}
              rowNumber={firstRowNumber + rowIndex}
              height={GRID_ROW_HEIGHT}
            />
          ))}
          <tr className={classes.spacer} style={{ height: bottomSpace }}>
            <td colSpan={columns.length + 1} />
          </tr>
        </tbody>
      </table>
    </section>
  );
}
