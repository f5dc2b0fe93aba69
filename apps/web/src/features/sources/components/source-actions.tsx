import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import type { SourceInfo } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { isLoadingStatus } from '../api/get-source-info';
import { useRefreshSource } from '../api/refresh-source';
import { DeleteSourceButton } from './delete-source-button';
import { RevealPasswordModal } from './reveal-password-modal';

interface SourceActionsProps {
  source: SourceInfo;
  canManage: boolean;
  onDeleted: () => void;
}

/** Refresh, reveal the stored password (owner of a database source only), delete. */
export function SourceActions({ source, canManage, onDeleted }: SourceActionsProps) {
  const [isRevealing, reveal] = useDisclosure(false);
  const refresh = useRefreshSource({ onSuccess: () => notifySuccess('Refresh started') });
  const canReveal = source.isDatabase && source.isOwner && canManage;
  return (
    <Group gap="xs">
      {canManage ? (
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={refresh.isPending}
          disabled={isLoadingStatus(source.status)}
          onClick={() => refresh.mutate(source._id)}
        >
          Refresh
        </Button>
      ) : null}
      {canReveal ? (
        <Button variant="default" leftSection={<IconKey size={16} />} onClick={reveal.open}>
          Reveal password
        </Button>
      ) : null}
      {canManage ? (
        <DeleteSourceButton source={source} variant="button" onDeleted={onDeleted} />
      ) : null}
      {canReveal ? (
        <RevealPasswordModal sourceId={source._id} opened={isRevealing} onClose={reveal.close} />
      ) : null}
    </Group>
  );
}
