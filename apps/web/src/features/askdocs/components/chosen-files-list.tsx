import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFile, IconX } from '@tabler/icons-react';
import { ASK_DOCS_KIND_INFO, type AskDocsFileCheck } from '@tabletalk/contracts';
import { formatBytes } from '../utils/format';

interface ChosenFilesListProps {
  files: readonly File[];
  /** The server's verdict on each file, once checked. */
  verdicts?: ReadonlyMap<File, AskDocsFileCheck>;
  disabled?: boolean;
  onRemove: (file: File) => void;
}

/** The mark before a file: a plain file, or how the check went. */
function VerdictIcon({ verdict }: { verdict: AskDocsFileCheck | undefined }) {
  if (!verdict) {
    return (
      <ThemeIcon variant="light" color="gray" size="md">
        <IconFile size={16} aria-hidden />
      </ThemeIcon>
    );
  }
  return verdict.ok ? (
    <ThemeIcon variant="light" color="teal" size="md">
      <IconCheck size={16} aria-label="Can be added" />
    </ThemeIcon>
  ) : (
    <ThemeIcon variant="light" color="red" size="md">
      <IconAlertTriangle size={16} aria-label="Cannot be added" />
    </ThemeIcon>
  );
}

/** What is known of a file: its size, and its kind or the server's reason for refusing it. */
function fileFacts(file: File, verdict: AskDocsFileCheck | undefined): string {
  const size = formatBytes(file.size);
  return verdict?.kind ? `${ASK_DOCS_KIND_INFO[verdict.kind].label} · ${size}` : size;
}

/**
 * The files chosen for upload, each with its size and, once checked, its kind or — in the
 * server's words — why it cannot be added; any can be removed.
 */
export function ChosenFilesList({ files, verdicts, disabled, onRemove }: ChosenFilesListProps) {
  if (files.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Chosen files"
    >
      {files.map((file) => {
        const verdict = verdicts?.get(file);
        const isRefused = verdict?.ok === false;
        return (
          <Paper
            component="li"
            key={`${file.name}-${file.size}-${file.lastModified}`}
            withBorder
            radius="sm"
            px="sm"
            py={6}
            data-testid="chosen-file"
            data-refused={isRefused || undefined}
            style={isRefused ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <VerdictIcon verdict={verdict} />
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {fileFacts(file, verdict)}
                </Text>
                {isRefused && verdict.reason ? (
                  <Text size="xs" c="red.8" data-testid="file-problem">
                    {verdict.reason}
                  </Text>
                ) : null}
              </Stack>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={disabled}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onRemove(file)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
