import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useUserGuide } from '../api/get-user-guide';
import { UserGuideContent } from './user-guide-content';

const TITLE = 'How Ask Docs works';

/** "How Ask Docs works": the server's user guide in a drawer, fetched when first opened. */
export function HelpButton() {
  const [isOpen, drawer] = useDisclosure(false);
  const guide = useUserGuide(isOpen);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHelpCircle size={16} />}
        onClick={drawer.open}
        aria-haspopup="dialog"
      >
        {TITLE}
      </Button>
      <Drawer opened={isOpen} onClose={drawer.close} title={TITLE} position="right" size="md">
        {guide.isPending ? <CenteredLoader label="Loading the guide" /> : null}
        {guide.isError ? (
          <QueryError
            error={guide.error}
            fallback="Failed to load the guide"
            onRetry={() => guide.refetch()}
          />
        ) : null}
        {guide.data ? <UserGuideContent guide={guide.data} /> : null}
      </Drawer>
    </>
  );
}
