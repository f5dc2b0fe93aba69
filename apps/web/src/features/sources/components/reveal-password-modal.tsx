import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { InlineError } from '../../../components/inline-error';
import { useRevealPassword } from '../api/reveal-password';

interface RevealPasswordModalProps {
  sourceId: string;
  opened: boolean;
  onClose: () => void;
}

/** The owner re-enters their account password to see the database password they stored. */
export function RevealPasswordModal({ sourceId, opened, onClose }: RevealPasswordModalProps) {
  const [accountPassword, setAccountPassword] = useState('');
  const reveal = useRevealPassword();
  const close = () => {
    // Nothing secret outlives the modal.
    setAccountPassword('');
    reveal.reset();
    onClose();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (accountPassword) reveal.mutate({ id: sourceId, password: accountPassword });
  };

  return (
    <Modal opened={opened} onClose={close} title="Reveal the stored password" centered>
      {reveal.data === undefined ? (
        <form onSubmit={handleSubmit} noValidate aria-label="Confirm it is you">
          <Stack gap="sm">
            <Text size="sm">
              Enter your account password to see the password stored for this database.
            </Text>
            <PasswordInput
              label="Account password"
              autoComplete="current-password"
              data-autofocus
              value={accountPassword}
              onChange={(event) => setAccountPassword(event.currentTarget.value)}
            />
            <InlineError error={reveal.error} fallback="The password could not be revealed." />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={reveal.isPending} disabled={!accountPassword}>
                Reveal
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <TextInput
            label="Database password"
            value={reveal.data}
            readOnly
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            rightSection={
              <CopyButton value={reveal.data}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'}>
                    <ActionIcon variant="subtle" onClick={copy} aria-label="Copy password">
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
