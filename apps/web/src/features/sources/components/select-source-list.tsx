import { Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Source } from '@tabletalk/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useSources } from '../api/get-sources';
import { formatShape } from '../utils/format';
import classes from './select-source-list.module.css';
import { SourceTypeIcon, sourceTypeLabels } from './source-type-icon';

interface SelectSourceListProps {
  selectedId?: string | null;
  onSelect: (source: Source) => void;
  /** Shown when there is no ready source (e.g. links to add one). */
  empty?: ReactNode;
  maxHeight?: number;
}

/** The ready (ACTIVE) sources to pick from, with a search. */
export function SelectSourceList({
  selectedId,
  onSelect,
  empty,
  maxHeight = 420,
}: SelectSourceListProps) {
  const [search, setSearch] = useState('');
  const sources = useSources();
  const ready = useMemo(() => {
    const query = search.trim().toLowerCase();
    return (sources.data ?? [])
      .filter((s) => s.status === 'ACTIVE')
      .filter(
        (s) => !query || `${s.name} ${s.sheetName ?? ''} ${s.type}`.toLowerCase().includes(query),
      );
  }, [sources.data, search]);
  const hasAnyReady = sources.data?.some((s) => s.status === 'ACTIVE') ?? false;

  if (sources.error) {
    return (
      <QueryError
        error={sources.error}
        fallback="Failed to load data sources"
        onRetry={() => sources.refetch()}
      />
    );
  }
  if (sources.isPending) return <CenteredLoader label="Loading data sources" />;
  if (!hasAnyReady) {
    return (
      empty ?? (
        <Text c="dimmed" ta="center" py="lg">
          No data source is ready yet.
        </Text>
      )
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label="Search sources"
        leftSection={<IconSearch size={16} />}
        value={search}
        data-autofocus
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={maxHeight} type="auto">
        <Stack
          gap={4}
          role="listbox"
          aria-label="Ready data sources"
          data-testid="select-source-list"
        >
          {ready.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              No ready source matches “{search.trim()}”.
            </Text>
          ) : null}
          {ready.map((source) => (
            <UnstyledButton
              key={source._id}
              className={classes.option}
              role="option"
              aria-selected={source._id === selectedId}
              onClick={() => onSelect(source)}
            >
              <Group gap="sm" wrap="nowrap">
                <SourceTypeIcon type={source.type} />
                <div>
                  <Text size="sm" fw={600}>
                    {source.name}
                    {source.sheetName ? ` · ${source.sheetName}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sourceTypeLabels[source.type]} ·{' '}
                    {formatShape(source.rowCount, source.columnCount)}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
