import { Alert, Button, Group } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { errorTable } from '@tabletalk/contracts';
import { switchScope } from '../session-actions';

/** A suspended organization blocks its screens; the user can still go back to their own. */
export function SuspendedNotice() {
  return (
    <Alert color="red" icon={<IconBan size={18} />} title="Organization suspended" role="alert">
      {errorTable.ORG_SUSPENDED.message}
      <Group mt="sm">
        <Button size="xs" variant="white" color="red" onClick={() => switchScope(null, null)}>
          Switch to my personal organization
        </Button>
      </Group>
    </Alert>
  );
}
