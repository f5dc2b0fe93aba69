import { Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useProject } from '../api/get-project';
import { AddDocsWizard } from './add-docs-wizard';
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
 * with the organization's templates beside them (below them on a phone), and the "Add docs"
 * wizard for those who manage Ask Docs.
 */
export function ProjectScreen({ projectId, canManage }: ProjectScreenProps) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  const [isAdding, adding] = useDisclosure(false);
  // Adding documents needs `askdocs.manage`: the others are not offered it.
  const onAddDocs = canManage ? adding.open : undefined;
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
            <DocumentsSection projectId={projectId} onAddDocs={onAddDocs} />
            <RoomSection projectId={projectId} canManage={canManage} onAddDocs={onAddDocs} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TemplatesPanel canManage={canManage} />
        </Grid.Col>
      </Grid>
      {canManage ? (
        <AddDocsWizard projectId={projectId} opened={isAdding} onClose={adding.close} />
      ) : null}
    </Stack>
  );
}
