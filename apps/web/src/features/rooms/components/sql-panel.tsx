import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';

interface SqlPanelProps {
  sql: string;
  canAsk: boolean;
  /** Runs the edited SQL (the server checks it with the same guard as every answer). */
  onRun: (sql: string) => void;
}

function SqlEditor({
  initial,
  onRun,
  onCancel,
}: {
  initial: string;
  onRun: (sql: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <Stack gap="xs">
      <Textarea
        aria-label="SQL"
        autosize
        minRows={3}
        maxRows={14}
        ff="monospace"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="xs" onClick={() => onRun(draft.trim())} disabled={!draft.trim()}>
          Run SQL
        </Button>
      </Group>
    </Stack>
  );
}

/** The SQL that was run: copy it, or edit it and run it again. */
export function SqlPanel({ sql, canAsk, onRun }: SqlPanelProps) {
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing) {
    const handleRun = (edited: string) => {
      onRun(edited);
      setIsEditing(false);
    };
    return <SqlEditor initial={sql} onRun={handleRun} onCancel={() => setIsEditing(false)} />;
  }
  return (
    <Stack gap={4}>
      <Group justify="flex-end" gap={4}>
        <CopyButton value={sql}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy SQL'}>
              <ActionIcon variant="subtle" aria-label="Copy SQL" onClick={copy}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        {canAsk ? (
          <Tooltip label="Edit and run">
            <ActionIcon variant="subtle" aria-label="Edit SQL" onClick={() => setIsEditing(true)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <Code
        block
        data-testid="answer-sql"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {sql}
      </Code>
    </Stack>
  );
}
