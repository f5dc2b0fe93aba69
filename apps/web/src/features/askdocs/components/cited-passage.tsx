import { Blockquote, Text } from '@mantine/core';
import type { AskDocsCitation } from '@tabletalk/contracts';

/** The cited passage as the search found it, quoted. */
export function CitedPassage({ citation }: { citation: AskDocsCitation }) {
  return (
    <Blockquote color="yellow" p="sm" data-testid="cited-passage">
      <Text size="xs" c="dimmed" mb={4}>
        Cited passage, page {citation.page}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {citation.snippet || 'No passage text was kept for this citation.'}
      </Text>
    </Blockquote>
  );
}
