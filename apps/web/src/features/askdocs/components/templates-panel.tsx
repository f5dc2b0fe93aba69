import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { AskDocsTemplate } from '@tabletalk/contracts';
import { Fragment, useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { favouritesFirst } from '../utils/order';
import { TemplateItem } from './template-item';
import { TemplateModal } from './template-modal';

/**
 * The organization's Ask Docs templates, favourites first: create and edit in a modal, delete
 * after confirming; expired ones are marked.
 */
export function TemplatesPanel({ canManage }: { canManage: boolean }) {
  const templates = useTemplates();
  const [isEditing, editor] = useDisclosure(false);
  const [edited, setEdited] = useState<AskDocsTemplate | null>(null);
  const [isConfirming, confirm] = useDisclosure(false);
  // Kept while the confirmation closes, so its text does not vanish mid-animation.
  const [deleting, setDeleting] = useState<AskDocsTemplate | null>(null);
  const remove = useDeleteTemplate({
    onSuccess: ({ message }) => {
      notifySuccess(message);
      confirm.close();
    },
  });
  const openEditor = (template: AskDocsTemplate | null) => {
    setEdited(template);
    editor.open();
  };
  const list = favouritesFirst(templates.data ?? [], (template) => template.favourite);
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="templates-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="templates-heading">
            Templates
          </Title>
          {canManage ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => openEditor(null)}
            >
              New template
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          An instruction and answer style for a project's room, shared in your organization.
        </Text>
        {templates.isPending ? <CenteredLoader label="Loading templates" /> : null}
        {templates.isError ? (
          <QueryError
            error={templates.error}
            fallback="Failed to load the templates"
            onRetry={() => templates.refetch()}
          />
        ) : null}
        {templates.data?.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="templates-empty">
            No templates yet.
          </Text>
        ) : null}
        {list.length > 0 ? (
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Templates"
          >
            {list.map((template, index) => (
              <Fragment key={template._id}>
                {index > 0 ? <Divider component="li" role="presentation" /> : null}
                <TemplateItem
                  template={template}
                  onEdit={() => openEditor(template)}
                  onDelete={() => {
                    setDeleting(template);
                    confirm.open();
                  }}
                />
              </Fragment>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <TemplateModal opened={isEditing} template={edited} onClose={editor.close} />
      <ConfirmDeleteModal
        opened={isConfirming}
        title="Delete template"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onClose={confirm.close}
      >
        Delete <b>{deleting?.title}</b>? Rooms it is connected to are left without a template.
      </ConfirmDeleteModal>
    </Card>
  );
}
