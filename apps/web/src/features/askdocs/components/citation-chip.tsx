import { Badge, Tooltip } from '@mantine/core';
import type { AskDocsCitation } from '@tabletalk/contracts';

interface CitationChipProps {
  citation: AskDocsCitation;
  /** The marker's number in the answer (1-based), as the sources list numbers them. */
  number: number;
  onOpen: (citation: AskDocsCitation) => void;
}

/**
 * A citation marker of an answer, inline after its sentence: a small "p. N" button that opens the
 * document at that page; the file's name on hover or focus.
 */
export function CitationChip({ citation, number, onOpen }: CitationChipProps) {
  return (
    <Tooltip
      label={`${number}. ${citation.fileName}`}
      events={{ hover: true, focus: true, touch: false }}
    >
      <Badge
        component="button"
        type="button"
        variant="light"
        color="blue"
        size="sm"
        radius="sm"
        tt="none"
        fw={600}
        mx={2}
        data-testid="citation-chip"
        aria-label={`Source ${number}: ${citation.fileName}, page ${citation.page}`}
        onClick={() => onOpen(citation)}
        style={{ cursor: 'pointer', verticalAlign: 'baseline' }}
      >
        p. {citation.page}
      </Badge>
    </Tooltip>
  );
}
