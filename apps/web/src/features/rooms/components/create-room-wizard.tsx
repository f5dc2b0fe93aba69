import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { Room, Source } from '@tabletalk/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { InlineError } from '../../../components/inline-error';
import { QueryError } from '../../../components/query-error';
import { useCreateRoom } from '../api/create-room';
import { useRoomForm } from '../hooks/use-room-form';
import { PlanLink } from './plan-link';

interface CreateRoomWizardProps {
  sources: Source[] | undefined;
  sourcesError: unknown;
  onRetrySources: () => void;
  /** Viewers cannot add sources; they are told to ask someone who can. */
  canAddSources: boolean;
  /** "Use sample data", composed in by the page (it belongs to the sources feature). */
  sampleButton: ReactNode;
  /** Pre-selected once it is ready (a source just added, or `?source=`). */
  initialSourceId: string | null;
  onCreated: (room: Room) => void;
}

const isLoading = (source: Source) =>
  source.status === 'PENDING' || source.status === 'OCR_PENDING';

function sourceOption(source: Source) {
  if (source.status === 'ACTIVE') return { value: source._id, label: source.name };
  const state = isLoading(source) ? 'loading' : 'failed';
  return { value: source._id, label: `${source.name} (${state})`, disabled: true };
}

function NoReadySource({
  canAdd,
  sampleButton,
  isLoadingAny,
}: {
  canAdd: boolean;
  sampleButton: ReactNode;
  isLoadingAny: boolean;
}) {
  return (
    <Stack gap="sm" data-testid="no-ready-source">
      <Text size="sm">
        {isLoadingAny
          ? 'Your data is still loading; it can be picked as soon as it is ready.'
          : 'A room asks one data source, and none is ready yet.'}
      </Text>
      {canAdd ? (
        <Group>
          <Button
            component={Link}
            to="/sources/new/file"
            variant="default"
            leftSection={<IconUpload size={16} />}
          >
            Add a data source
          </Button>
          {sampleButton}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Ask a member who manages data sources to add one.
        </Text>
      )}
    </Stack>
  );
}

/** New room: pick a ready source (or go add one), name the room, create it and open it. */
export function CreateRoomWizard(props: CreateRoomWizardProps) {
  const { sources, sourcesError, onRetrySources, canAddSources, sampleButton } = props;
  const form = useRoomForm(sources, props.initialSourceId);
  const create = useCreateRoom({ meta: { silentError: true }, onSuccess: props.onCreated });
  if (sourcesError && !sources) return <QueryError error={sourcesError} onRetry={onRetrySources} />;
  if (!sources) return <CenteredLoader label="Loading data sources" />;
  const { selected, name } = form;
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (selected && name.trim()) create.mutate({ sourceId: selected._id, name: name.trim() });
  };
  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <form onSubmit={handleSubmit} aria-label="New room" noValidate>
        <Stack gap="md">
          <Title order={1} fz="h3">
            New room
          </Title>
          <Select
            label="Data source"
            placeholder={form.ready.length > 0 ? 'Pick a data source' : 'No ready data source'}
            data={sources.map(sourceOption)}
            value={form.sourceId}
            onChange={form.choose}
            searchable
            allowDeselect={false}
          />
          {form.ready.length === 0 ? (
            <NoReadySource
              canAdd={canAddSources}
              sampleButton={sampleButton}
              isLoadingAny={sources.some(isLoading)}
            />
          ) : null}
          <TextInput
            label="Room name"
            maxLength={120}
            value={name}
            onChange={(event) => form.rename(event.currentTarget.value)}
          />
          <InlineError
            error={create.error}
            fallback="Failed to create the room"
            planAction={<PlanLink />}
          />
          <Group justify="flex-end">
            <Button component={Link} to="/" variant="default">
              Cancel
            </Button>
            <Button type="submit" disabled={!selected || !name.trim()} loading={create.isPending}>
              Create room
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
