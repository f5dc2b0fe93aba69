import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Dashboard } from '@tabletalk/contracts';
import { useState } from 'react';
import { useCreateDashboard } from '../../../api/create-dashboard';

const NAME_MAX = 120;

/** A name and "Create": a new saved dashboard, handed to `onCreated`. */
export function CreateDashboardForm({ onCreated }: { onCreated: (dashboard: Dashboard) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateDashboard({
    onSuccess: (dashboard) => {
      setName('');
      onCreated(dashboard);
    },
  });
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Dashboard name is required');
      return;
    }
    setError(null);
    create.mutate({ name: trimmed });
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New dashboard">
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label="New dashboard name"
          placeholder="New dashboard name"
          maxLength={NAME_MAX}
          value={name}
          error={error}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} />}>
          Create
        </Button>
      </Group>
    </form>
  );
}
