import { Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSelectSource } from '../../../features/sources/api/select-source';
import { SelectSourceList } from '../../../features/sources/components/select-source-list';
import { SourcesEmptyState } from '../../../features/sources/components/sources-empty-state';
import { useCanManageSources } from './use-can-manage-sources';

/** /sources/select — pick a ready source (remembered for rooms), then open it. */
export function SelectSourceRoute() {
  const navigate = useNavigate();
  const canManage = useCanManageSources();
  const select = useSelectSource();
  const open = (id: string) => navigate(`/sources/${id}`);
  return (
    <Stack gap="md" maw={720} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Select a data source
        </Title>
        <Text c="dimmed" size="sm">
          Questions are asked of one source at a time.
        </Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <SelectSourceList
          selectedId={select.variables ?? null}
          onSelect={(source) => select.mutate(source._id, { onSuccess: () => open(source._id) })}
          empty={
            <SourcesEmptyState
              title="No ready data source"
              canManage={canManage}
              onSampleAdded={open}
            />
          }
        />
      </Card>
    </Stack>
  );
}
