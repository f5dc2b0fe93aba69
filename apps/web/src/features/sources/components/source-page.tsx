import { Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useModelVersion } from '../../../api/source-knowledge';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { hasCode } from '../../../lib/errors';
import { useSourceInfo } from '../api/get-source-info';
import { PreviewTab } from './preview-tab';
import { SchemaTab } from './schema-tab';
import { SetupTab } from './setup-tab';
import { SourceHeader } from './source-header';
import { SourceLoadState } from './source-load-state';

export const sourceTabs = [
  { value: 'preview', label: 'Preview' },
  { value: 'schema', label: 'Schema' },
  { value: 'setup', label: 'Setup' },
] as const;
export type SourceTab = (typeof sourceTabs)[number]['value'];

interface SourcePageProps {
  sourceId: string;
  tab: SourceTab;
  canManage: boolean;
  onTabChange: (tab: SourceTab) => void;
  onDeleted: () => void;
}

function SourceNotFound() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs">
        <Title order={1} fz="h3">
          Data source not found
        </Title>
        <Text c="dimmed">It may have been deleted, or it belongs to another organization.</Text>
        <Button component={Link} to="/sources" mt="sm">
          Back to data sources
        </Button>
      </Stack>
    </Card>
  );
}

/** /sources/:id — header and actions, then Preview, Schema and Setup once the source is ready. */
export function SourcePage({ sourceId, tab, canManage, onTabChange, onDeleted }: SourcePageProps) {
  const info = useSourceInfo(sourceId);
  // A rebuild that finished (source-info polls it) refreshes the schema and suggestions.
  useModelVersion(sourceId, info.data?.modelVersion ?? null);
  // A malformed id is refused as invalid: for the user it is just as missing.
  const isMissing = hasCode(info.error, 'NOT_FOUND') || hasCode(info.error, 'VALIDATION_FAILED');
  if (isMissing) return <SourceNotFound />;
  if (info.error && !info.data) {
    return (
      <QueryError
        error={info.error}
        fallback="Failed to load the source"
        onRetry={() => info.refetch()}
      />
    );
  }
  const source = info.data;
  if (!source) return <CenteredLoader label="Loading the source" />;
  const Panel = { preview: PreviewTab, schema: SchemaTab, setup: SetupTab }[tab];
  return (
    <Stack gap="md">
      <SourceHeader source={source} canManage={canManage} onDeleted={onDeleted} />
      <SourceLoadState source={source} />
      {source.status === 'ACTIVE' ? (
        <Tabs value={tab} onChange={(value) => value && onTabChange(value as SourceTab)}>
          <Tabs.List>
            {sourceTabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Only the active panel exists: the preview's rows are not kept behind other tabs. */}
          <Tabs.Panel value={tab} pt="md">
            <Panel source={source} canManage={canManage} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
