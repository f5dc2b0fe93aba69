import { Badge, Tooltip } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { AskDocsCitation } from '@tabletalk/contracts';

/** "fileName · p. N" */
export function citationLabel(citation: Pick<AskDocsCitation, 'fileName' | 'page'>): string {
  return `${citation.fileName} · p. ${citation.page}`;
}

/**
 * Where a part of an answer comes from, with the passage on hover. Opening the document at that
 * page comes with the document viewer: this chip becomes its button then.
 */
export function CitationChip({ citation }: { citation: AskDocsCitation }) {
  return (
    <Tooltip label={citation.snippet} multiline maw={320} disabled={!citation.snippet}>
      <Badge
        variant="light"
        color="gray"
        tt="none"
        fw={500}
        leftSection={<IconFileText size={12} aria-hidden />}
        data-testid="citation-chip"
        tabIndex={0}
        style={{ maxWidth: '100%' }}
      >
        {citationLabel(citation)}
      </Badge>
    </Tooltip>
  );
}
