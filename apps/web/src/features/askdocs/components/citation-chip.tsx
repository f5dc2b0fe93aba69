import { Badge, Tooltip } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { AskDocsCitation } from '@tabletalk/contracts';

/**
 * Where a part of an answer comes from ("fileName · p. N"), with the passage on hover or focus. Opening the document at that
 * page comes with the document viewer: this chip becomes its button then.
 */
export function CitationChip({ citation }: { citation: AskDocsCitation }) {
  return (
    <Tooltip
      label={citation.snippet}
      multiline
      maw={320}
      disabled={!citation.snippet}
      events={{ hover: true, focus: true, touch: false }}
    >
      <Badge
        variant="light"
        color="gray"
        tt="none"
        fw={500}
        leftSection={<IconFileText size={12} aria-hidden />}
        data-testid="citation-chip"
        tabIndex={0}
        maw="100%"
        styles={{ label: { display: 'flex', minWidth: 0 } }}
      >
        {/* A long file name is cut short; the page never is. */}
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {citation.fileName}
        </span>
        <span style={{ flexShrink: 0, whiteSpace: 'pre' }}> · p. {citation.page}</span>
      </Badge>
    </Tooltip>
  );
}
