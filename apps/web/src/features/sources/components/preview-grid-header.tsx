import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ColumnType } from '@tabletalk/contracts';
import type { SortState } from '../../../lib/sort-rows';
import classes from './preview-grid.module.css';

interface PreviewGridHeaderProps {
  columns: { name: string; type: ColumnType }[];
  sort: SortState | null;
  height: number;
  onSort: (column: number) => void;
}

function ariaSort(sort: SortState | null, column: number) {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function SortIcon({ sort, column }: { sort: SortState | null; column: number }) {
  if (sort?.column !== column) return <IconArrowsSort size={14} opacity={0.4} aria-hidden />;
  const Icon = sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return <Icon size={14} aria-hidden />;
}

/** The sticky header: a sort button per column (ascending, descending, off). */
export function PreviewGridHeader({ columns, sort, height, onSort }: PreviewGridHeaderProps) {
  return (
    <thead>
      <tr aria-rowindex={1} style={{ height }}>
        <th scope="col" className={`${classes.headerCell} ${classes.rowNumber}`}>
          <span style={{ padding: '0 8px' }}>#</span>
        </th>
        {columns.map((column, index) => (
          <th
            key={column.name}
            scope="col"
            className={classes.headerCell}
            aria-sort={ariaSort(sort, index)}
          >
            <button
              type="button"
              className={classes.sortButton}
              onClick={() => onSort(index)}
              title={`Sort by ${column.name} (${column.type})`}
            >
              <span className={classes.headerName}>{column.name}</span>
              {/* The type is in the title; the button's name stays the column's name. */}
              <span className={classes.headerType} aria-hidden>
                {column.type}
              </span>
              <SortIcon sort={sort} column={index} />
            </button>
          </th>
        ))}
      </tr>
    </thead>
  );
}
