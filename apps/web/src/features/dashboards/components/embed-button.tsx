import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCode } from '@tabler/icons-react';
import { EmbedDialog } from './embed-dialog';

/** "Embed" on a dashboard its editor sees: opens the embed dialog. */
export function EmbedButton({ dashboardId }: { dashboardId: string }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCode size={16} />} onClick={dialog.open}>
        Embed
      </Button>
      {opened ? <EmbedDialog dashboardId={dashboardId} opened onClose={dialog.close} /> : null}
    </>
  );
}
