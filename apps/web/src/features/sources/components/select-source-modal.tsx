import { Modal } from '@mantine/core';
import type { Source } from '@tabletalk/contracts';
import type { ReactNode } from 'react';
import { SelectSourceList } from './select-source-list';

interface SelectSourceModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the picked source; the caller closes the modal (or not). */
  onSelect: (source: Source) => void;
  selectedId?: string | null;
  title?: string;
  /** What to show when no source is ready (e.g. links to add one). */
  empty?: ReactNode;
}

/**
 * "Select source" as a modal, for any screen that needs a ready source (rooms will use it).
 * Escape or the close button dismisses it without a choice.
 */
export function SelectSourceModal(props: SelectSourceModalProps) {
  const { opened, onClose, onSelect, selectedId, title = 'Select a data source', empty } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {opened ? (
        <SelectSourceList selectedId={selectedId} onSelect={onSelect} empty={empty} />
      ) : null}
    </Modal>
  );
}
