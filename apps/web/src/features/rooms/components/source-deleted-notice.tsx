import { Alert } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { errorTable } from '@tabletalk/contracts';

/** In place of the question box when the room's source is gone (the spec's message). */
export function SourceDeletedNotice() {
  return (
    <Alert
      color="gray"
      icon={<IconDatabaseOff size={18} />}
      title="Data source deleted"
      data-testid="source-deleted"
    >
      {errorTable.SOURCE_DELETED_ROOM.message}
    </Alert>
  );
}
