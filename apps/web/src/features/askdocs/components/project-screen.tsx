import { Grid, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useProject } from '../api/get-project';
import { DocumentsSection } from './documents-section';
import { ProjectHeader } from './project-header';
import { RoomSection } from './room-section';
import { TemplatesPanel } from './templates-panel';

interface ProjectScreenProps {
  projectId: string;
  canManage: boolean;
}

/**
 * /docs/:projectId: the project's header, its documents and its room (template and questions),
 * with the organization's templates beside them (below them on a phone).
 */
export function ProjectScreen({ projectId, canManage }: ProjectScreenProps) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  if (project.isPending) return <CenteredLoader label="Loading the project" />;
  if (project.isError) {
    return (
      <QueryError
        error={project.error}
        fallback="Failed to load the project"
        onRetry={() => project.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }}>
      <ProjectHeader
        project={project.data}
        canManage={canManage}
        onDeleted={() => navigate('/docs', { replace: true })}
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <DocumentsSection projectId={projectId} />
            <RoomSection projectId={projectId} canManage={canManage} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TemplatesPanel canManage={canManage} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
