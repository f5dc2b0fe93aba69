import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import type { Member } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { useRemoveMember } from '../api/remove-member';

interface RemoveMemberButtonProps {
  teamId: string;
  member: Member;
  disabled: boolean;
}

/** Removes a member after a confirmation. */
export function RemoveMemberButton({ teamId, member, disabled }: RemoveMemberButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useRemoveMember({
    onSuccess: () => {
      notifySuccess('Member removed');
      close();
    },
  });
  return (
    <>
      <Tooltip label="Remove from team">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${member.email}`}
          disabled={disabled}
          onClick={open}
        >
          <IconUserMinus size={16} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title="Remove member" centered>
        <Text size="sm">
          Remove {member.givenName} {member.familyName} ({member.email}) from this team?
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ teamId, userId: member.userId })}
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </>
  );
}
