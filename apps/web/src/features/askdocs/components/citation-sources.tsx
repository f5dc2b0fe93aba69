import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { AskDocsCitation } from '@tabletalk/contracts';
import classes from './citation-sources.module.css';

interface CitationSourcesProps {
  citations: readonly AskDocsCitation[];
  onOpen: (citation: AskDocsCitation) => void;
}

/**
 * The sources under an answer, numbered as its markers: file name, page and the passage; each
 * opens the document at that page.
 */
export function CitationSources({ citations, onOpen }: CitationSourcesProps) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        Sources
      </Text>
      <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sources">
        {citations.map((citation, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a passage may be cited twice; its number is its identity.
          <li key={index}>
            <UnstyledButton
              className={classes.source}
              onClick={() => onOpen(citation)}
              data-testid="citation-source"
              aria-label={`Open source ${index + 1}: ${citation.fileName}, page ${citation.page}`}
            >
              <Group gap={6} wrap="nowrap" align="baseline">
                <Text size="xs" fw={700} c="blue.7" miw={18}>
                  {index + 1}.
                </Text>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={4} wrap="nowrap">
                    <IconFileText size={13} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="sm" fw={500} truncate>
                      {citation.fileName}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                      · p. {citation.page}
                    </Text>
                  </Group>
                  {citation.snippet ? (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {citation.snippet}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
