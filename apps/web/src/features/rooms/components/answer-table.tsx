import { Group, Pagination, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { AnswerColumn, TimeGrain } from '@tabletalk/contracts';
import { useMemo, useState } from 'react';
import { nextSort, type SortState, sortRowIndexes } from '../../../lib/sort-rows';
import { formatValue } from '../utils/answer-text';
import { pageCount, pageOf, rangeLabel, TABLE_PAGE_SIZE } from '../utils/table-view';
import { formatTimeCell } from '../utils/time-cells';

interface AnswerTableProps {
  columns: AnswerColumn[];
  rows: unknown[][];
  /** Time columns truncated to a grain, shown as the chart shows them ("Jan 2024"). */
  grains?: ReadonlyMap<string, TimeGrain>;
}

function cellDisplay(value: unknown, grain: TimeGrain | undefined): string {
  const period = grain ? formatTimeCell(value, grain) : null;
  return period ?? formatValue(value);
}

function ariaSort(sort: SortState | null, column: number) {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function SortIcon({ sort, column }: { sort: SortState | null; column: number }) {
  if (sort?.column !== column) return <IconArrowsSort size={12} aria-hidden />;
  return sort.direction === 'asc' ? (
    <IconArrowUp size={12} aria-hidden />
  ) : (
    <IconArrowDown size={12} aria-hidden />
  );
}

/** The answer's rows: a click on a header sorts by it (again: reverse, again: unsorted). */
export function AnswerTable({ columns, rows, grains }: AnswerTableProps) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const order = useMemo(() => sortRowIndexes(rows, sort), [rows, sort]);
  const shown = pageOf(order, page);
  const handleSort = (column: number) => {
    setSort((current) => nextSort(current, column));
    setPage(1);
  };
  return (
    <>
      <ScrollArea type="auto">
        <Table striped withTableBorder fz="sm" data-testid="answer-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={column.name} aria-sort={ariaSort(sort, index)}>
                  <UnstyledButton onClick={() => handleSort(index)} fz="sm" fw={600}>
                    <Group gap={4} wrap="nowrap">
                      {column.name}
                      <SortIcon sort={sort} column={index} />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((rowIndex) => (
              <Table.Tr key={rowIndex}>
                {columns.map((column, index) => (
                  <Table.Td key={column.name}>
                    {cellDisplay(rows[rowIndex]?.[index], grains?.get(column.name))}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length > TABLE_PAGE_SIZE ? (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {rangeLabel(page, rows.length)}
          </Text>
          <Pagination
            size="sm"
            total={pageCount(rows.length)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      ) : null}
    </>
  );
}
