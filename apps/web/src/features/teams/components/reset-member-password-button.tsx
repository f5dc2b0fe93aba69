import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import type { Member } from '@tabletalk/contracts';
import { ResetMemberPasswordModal } from './reset-member-password-modal';

interface ResetMemberPasswordButtonProps {
  teamId: string;
  member: Member;
  disabled: boolean;
}

export function ResetMemberPasswordButton({
  teamId,
  member,
  disabled,
}: ResetMemberPasswordButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Reset password">
        <ActionIcon
          variant="subtle"
          aria-label={`Reset password for ${member.email}`}
          disabled={disabled}
          onClick={open}
        >
          <IconKey size={16} />
        </ActionIcon>
      </Tooltip>
      <ResetMemberPasswordModal teamId={teamId} member={member} opened={opened} onClose={close} />
    </>
  );
}
