import { Group, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import type { SourceInfo } from '@tabletalk/contracts';
import { useState } from 'react';
import { useSourceSchema } from '../../../api/get-source-schema';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useSourcePreview } from '../api/get-source-preview';
import { PreviewGrid } from './preview-grid';

/** Rows fetched per page; the grid windows them, so a page costs the DOM ~30 rows. */
export const PREVIEW_PAGE_SIZE = 1_000;

const tableRef = (table: { schema: string | null; name: string }) =>
  table.schema ? `${table.schema}.${table.name}` : table.name;

/** "Preview": the source's rows, 1,000 a page, sortable within the page. */
export function PreviewTab({ source }: { source: SourceInfo }) {
  const [page, setPage] = useState(1);
  const [table, setTable] = useState<string | undefined>(undefined);
  // Database sources hold many tables; the knowledge lists them for the picker.
  const schema = useSourceSchema(source._id, source.isDatabase);
  const tables = schema.data?.tables.map(tableRef) ?? [];
  const preview = useSourcePreview(source._id, { page, pageSize: PREVIEW_PAGE_SIZE, table });
  const total = preview.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PREVIEW_PAGE_SIZE));
  const first = (page - 1) * PREVIEW_PAGE_SIZE + 1;
  const last = Math.min(total, page * PREVIEW_PAGE_SIZE);

  const handleTable = (value: string) => {
    setTable(value || undefined);
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          {tables.length > 1 ? (
            <NativeSelect
              label="Table"
              data={tables}
              value={table ?? tables[0]}
              onChange={(event) => handleTable(event.currentTarget.value)}
            />
          ) : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {total > 0
              ? `Rows ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
              : null}
          </Text>
        </Group>
        {totalPages > 1 ? (
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        ) : null}
      </Group>
      {preview.error ? (
        <QueryError
          error={preview.error}
          fallback="Failed to load the preview"
          onRetry={() => preview.refetch()}
        />
      ) : null}
      {preview.isPending ? <CenteredLoader label="Loading rows" /> : null}
      {preview.data && preview.data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          This table has no rows.
        </Text>
      ) : null}
      {preview.data && preview.data.rows.length > 0 ? (
        <PreviewGrid
          columns={preview.data.columns}
          rows={preview.data.rows}
          firstRowNumber={first}
          label={`Rows of ${source.name}`}
        />
      ) : null}
    </Stack>
  );
}
