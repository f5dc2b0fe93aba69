import { Button, Stack, Text } from '@mantine/core';
import { IconFileSearch, IconPlus } from '@tabler/icons-react';

interface ProjectsEmptyProps {
  isSearch: boolean;
  canManage: boolean;
  onCreate: () => void;
}

/** No project yet (with the way to create one), or none matching the search. */
export function ProjectsEmpty({ isSearch, canManage, onCreate }: ProjectsEmptyProps) {
  if (isSearch) {
    return (
      <Stack align="center" gap={4} py="lg" data-testid="projects-empty">
        <Text fw={600}>No project matches</Text>
        <Text size="sm" c="dimmed" ta="center">
          Try another name, or clear the search.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="projects-empty">
      <IconFileSearch size={32} aria-hidden />
      <Text fw={600}>No projects yet</Text>
      <Text size="sm" c="dimmed" ta="center" maw={460}>
        A project groups the documents you want to ask questions of. Answers cite the document and
        page they come from.
      </Text>
      {canManage ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate} mt="xs">
          Create your first project
        </Button>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          Ask someone who manages Ask Docs in your organization to create one.
        </Text>
      )}
    </Stack>
  );
}
