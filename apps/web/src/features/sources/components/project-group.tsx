import { Badge, Card, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import type { ProjectGroup as ProjectGroupData } from '../utils/group-sources';
import { FavouriteButton } from './favourite-button';
import { ProjectMenu } from './project-menu';
import { SourceRow } from './source-row';

interface ProjectGroupProps {
  group: ProjectGroupData;
  canManage: boolean;
}

/** A project's card: name, star and actions, then its sources. */
export function ProjectGroup({ group, canManage }: ProjectGroupProps) {
  const { project, sources } = group;
  const name = project?.name ?? 'New project';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconFolder size={18} aria-hidden />
          <Title order={2} fz="h4" lineClamp={1}>
            {name}
          </Title>
          <Badge variant="default" size="sm">
            {sources.length}
          </Badge>
        </Group>
        {project ? (
          <Group gap={4} wrap="nowrap">
            <FavouriteButton project={project} />
            {canManage ? <ProjectMenu project={project} /> : null}
          </Group>
        ) : null}
      </Group>
      {sources.length === 0 ? (
        <Text size="sm" c="dimmed">
          No data sources in this project.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" highlightOnHover aria-label={`Sources of ${name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Source</Table.Th>
                <Table.Th w={120}>Status</Table.Th>
                <Table.Th w={210}>Rows × columns</Table.Th>
                <Table.Th w={100}>Size</Table.Th>
                <Table.Th w={190}>Last refresh</Table.Th>
                <Table.Th w={56} ta="right">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sources.map((source) => (
                <SourceRow key={source._id} source={source} canManage={canManage} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
