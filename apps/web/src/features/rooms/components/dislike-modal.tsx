import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

interface DislikeModalProps {
  opened: boolean;
  isPending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks, without insisting, what was wrong with the answer. */
export function DislikeModal({ opened, isPending, onSubmit, onClose }: DislikeModalProps) {
  const [reason, setReason] = useState('');
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="What was wrong?" centered>
      <form onSubmit={handleSubmit} aria-label="Dislike the answer">
        <Stack gap="sm">
          <Textarea
            label="Reason (optional)"
            placeholder="The numbers are for the wrong year, a filter is missing…"
            maxLength={500}
            autosize
            minRows={3}
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isPending}>
              Dislike
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
