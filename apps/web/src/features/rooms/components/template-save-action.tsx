import { Menu } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { useRoom } from '../api/get-room';
import { TemplateModal } from './template-modal';

/** The answer menu's "Save as template"; the menu opens `SaveTemplateModal` beside itself. */
export function SaveTemplateMenuItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item leftSection={<IconTemplate size={16} />} onClick={onClick}>
      Save as template
    </Menu.Item>
  );
}

interface SaveTemplateModalProps {
  conversation: Conversation;
  opened: boolean;
  onClose: () => void;
}

/** "Save as template" for an answer: its question, which can be tied to the room's source. */
export function SaveTemplateModal({ conversation, opened, onClose }: SaveTemplateModalProps) {
  // The room screen has loaded the room already: this reads it from the cache.
  const room = useRoom(conversation.roomId);
  const sourceId = room.data?.sourceId ?? null;
  const target = { kind: 'create' as const, text: conversation.query.text, sourceId };
  return <TemplateModal opened={opened} target={target} onClose={onClose} />;
}
