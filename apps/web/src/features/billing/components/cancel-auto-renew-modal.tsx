import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../../../components/notify';
import { useCancelAutoRenew } from '../api/cancel-auto-renew';

interface CancelAutoRenewModalProps {
  opened: boolean;
  /** "Pro", shown in the question. */
  plan: string;
  /** When the paid period ends, formatted; null when unknown. */
  endsOn: string | null;
  onClose: () => void;
  onCancelled: () => void;
}

/** "Cancel auto-renew?": the plan stays until the period ends. Keeping it has the focus. */
export function CancelAutoRenewModal(props: CancelAutoRenewModalProps) {
  const { opened, plan, endsOn, onClose, onCancelled } = props;
  const cancel = useCancelAutoRenew({
    onSuccess: (answer) => {
      notifySuccess(answer.message ?? 'Auto-renew is off');
      onCancelled();
      onClose();
    },
  });
  const until = endsOn ? `until ${endsOn}` : 'until the end of the paid period';
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel auto-renew?" centered>
      <Stack gap="md">
        <Text size="sm">
          Your {plan} plan stays {until}, then it ends and you will not be charged again. You can
          subscribe again at any time.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep auto-renew
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel auto-renew
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
