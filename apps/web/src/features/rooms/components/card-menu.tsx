import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconDots, IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { CreateAlertModal } from '../../../components/create-alert-modal';
import { notifySuccess } from '../../../components/notify';
import { useDeleteConversation } from '../api/delete-conversation';
import { useHideConversation } from '../api/hide-conversation';
import { DescribeMenuItem } from './describe-menu-item';
import { SaveTemplateMenuItem, SaveTemplateModal } from './template-save-action';

/**
 * The answer card's menu: describe it anew, save its question as a template, create an alert on
 * a single value, hide it (it leaves the thread, stays stored) or delete it (for good, after a
 * confirmation).
 */
export function CardMenu({ conversation }: { conversation: Conversation }) {
  const [isConfirmOpen, confirm] = useDisclosure(false);
  const [isTemplateOpen, templateModal] = useDisclosure(false);
  const [isAlertOpen, alertModal] = useDisclosure(false);
  const isSingleValue = conversation.answer.answer?.displayKind === 'WIDGET';
  const ids = { roomId: conversation.roomId, conversationId: conversation._id };
  const hide = useHideConversation({ onSuccess: () => notifySuccess('Answer hidden') });
  const remove = useDeleteConversation({
    onSuccess: () => {
      confirm.close();
      notifySuccess('Answer deleted');
    },
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="More actions">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <DescribeMenuItem conversation={conversation} />
          <SaveTemplateMenuItem onClick={templateModal.open} />
          {isSingleValue ? (
            <Menu.Item leftSection={<IconBell size={16} />} onClick={alertModal.open}>
              Create alert…
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => hide.mutate(ids)}>
            Hide
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDeleteModal
        opened={isConfirmOpen}
        title="Delete this answer?"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(ids)}
        onClose={confirm.close}
      >
        “{conversation.query.text}” and its answer will be removed from this room for good.
      </ConfirmDeleteModal>
      {isSingleValue ? (
        <CreateAlertModal
          opened={isAlertOpen}
          onClose={alertModal.close}
          origin={{ conversationId: conversation._id }}
          defaultName={conversation.query.text}
        />
      ) : null}
      <SaveTemplateModal
        conversation={conversation}
        opened={isTemplateOpen}
        onClose={templateModal.close}
      />
    </>
  );
}
