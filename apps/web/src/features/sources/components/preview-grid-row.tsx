import type { ColumnType } from '@tabletalk/contracts';
import { memo } from 'react';
import { formatCell } from '../utils/format';
import classes from './preview-grid.module.css';

const NUMERIC: readonly ColumnType[] = ['integer', 'decimal'];

interface PreviewGridRowProps {
  row: unknown[];
  columns: { name: string; type: ColumnType }[];
  /** Position in the whole table for assistive technology (the header row is 1). */
  ariaRowIndex: number;
  rowNumber: number;
  height: number;
}

/** One table row; memoised because scrolling re-renders the window many times a second. */
export const PreviewGridRow = memo(function PreviewGridRow(props: PreviewGridRowProps) {
  const { row, columns, ariaRowIndex, rowNumber, height } = props;
  return (
    <tr className={classes.row} aria-rowindex={ariaRowIndex} style={{ height }}>
      <th scope="row" className={`${classes.cell} ${classes.rowNumber}`}>
        {rowNumber.toLocaleString('en-US')}
      </th>
      {columns.map((column, index) => {
        const text = formatCell(row[index]);
        const isNumeric = NUMERIC.includes(column.type);
        return (
          <td
            key={column.name}
            className={isNumeric ? `${classes.cell} ${classes.numeric}` : classes.cell}
            title={text}
          >
            {text}
          </td>
        );
      })}
    </tr>
  );
});
