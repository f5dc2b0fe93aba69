import { Box, Button, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import type { Template } from '@tabletalk/contracts';
import { type KeyboardEvent, useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { notifySuccess } from '../../../components/notify';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { orderTemplates } from '../utils/template-fill';
import { TemplateListItem } from './template-list-item';
import { TemplateModal, type TemplateTarget } from './template-modal';

interface TemplatePickerProps {
  sourceId: string;
  disabled: boolean;
  onPick: (template: Template) => void;
}

/** ↑ and ↓ move between the templates that can be picked (Tab reaches every button). */
function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-template-pick]:enabled'),
  ];
  if (items.length === 0) return;
  event.preventDefault();
  const current = items.indexOf(document.activeElement as HTMLButtonElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = current === -1 ? 0 : (current + step + items.length) % items.length;
  items[next]?.focus();
}

function EmptyTemplates() {
  return (
    <Stack gap={4} p="xs">
      <Text size="sm" fw={500}>
        No templates for this source yet.
      </Text>
      <Text size="xs" c="dimmed">
        A template is a question saved to ask again. Open the ⋯ menu of an answer and choose “Save
        as template”, or start a new one here. Words in braces, such as {'{region}'}, are filled in
        each time.
      </Text>
    </Stack>
  );
}

function TemplateList(props: {
  sourceId: string;
  onPick: (template: Template) => void;
  onEdit: (target: TemplateTarget) => void;
  onDelete: (template: Template) => void;
}) {
  const templates = useTemplates(props.sourceId);
  if (templates.isPending) {
    return (
      <Text size="sm" p="xs">
        Loading templates…
      </Text>
    );
  }
  if (templates.isError) {
    return (
      <Text size="sm" p="xs" c="red">
        Templates could not be loaded.
      </Text>
    );
  }
  const list = orderTemplates(templates.data);
  if (list.length === 0) return <EmptyTemplates />;
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Box
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Templates"
        onKeyDown={handleListKeyDown}
      >
        {list.map((template) => (
          <TemplateListItem
            key={template._id}
            template={template}
            onPick={() => props.onPick(template)}
            onEdit={(focus) =>
              props.onEdit({ kind: 'edit', template, sourceId: props.sourceId, focus })
            }
            onDelete={() => props.onDelete(template)}
          />
        ))}
      </Box>
    </ScrollArea.Autosize>
  );
}

/**
 * Saved questions to ask again, favourites first. Each shows its question, placeholders and
 * validity; those outside their validity are marked and cannot be picked. Everyone may star a
 * template; its author and those with `templates.manage` may edit or delete it.
 */
export function TemplatePicker({ sourceId, disabled, onPick }: TemplatePickerProps) {
  const [isOpen, setOpen] = useState(false);
  const [isModalOpen, modal] = useDisclosure(false);
  const [target, setTarget] = useState<TemplateTarget | null>(null);
  // The template stays set while the confirmation closes, so its name does not vanish.
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [isConfirmOpen, confirm] = useDisclosure(false);
  const remove = useDeleteTemplate({
    onSuccess: () => {
      confirm.close();
      notifySuccess('Template deleted');
    },
  });
  const openModal = (next: TemplateTarget) => {
    setOpen(false);
    setTarget(next);
    modal.open();
  };
  const handlePick = (template: Template) => {
    setOpen(false);
    onPick(template);
  };
  const handleDelete = (template: Template) => {
    setOpen(false);
    setDeleting(template);
    confirm.open();
  };
  return (
    <>
      <Popover
        opened={isOpen}
        onChange={setOpen}
        position="top-start"
        width={400}
        shadow="md"
        trapFocus
        withinPortal
      >
        <Popover.Target>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconTemplate size={16} />}
            disabled={disabled}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onClick={() => setOpen((open) => !open)}
          >
            Templates
          </Button>
        </Popover.Target>
        <Popover.Dropdown p={4} aria-label="Templates">
          <Group justify="space-between" px={8} py={4}>
            <Text size="sm" fw={600}>
              Templates
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => openModal({ kind: 'create', text: '', sourceId })}
            >
              New template
            </Button>
          </Group>
          <Divider />
          <TemplateList
            sourceId={sourceId}
            onPick={handlePick}
            onEdit={openModal}
            onDelete={handleDelete}
          />
        </Popover.Dropdown>
      </Popover>
      <TemplateModal opened={isModalOpen} target={target} onClose={modal.close} />
      <ConfirmDeleteModal
        opened={isConfirmOpen}
        title="Delete this template?"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onClose={confirm.close}
      >
        “{deleting?.title}” will be removed for everyone in the organization. Answers already asked
        with it stay.
      </ConfirmDeleteModal>
    </>
  );
}
