import { List, Stack, Text } from '@mantine/core';
import type { AskDocsCitation } from '@tabletalk/contracts';
import { Fragment } from 'react';
import { type AnswerLine, answerBlocks, answerLines } from '../utils/answer-parts';
import { CitationChip } from './citation-chip';

interface AnswerTextProps {
  answer: string;
  citations: readonly AskDocsCitation[];
  onOpenCitation: (citation: AskDocsCitation) => void;
}

const TEXT_STYLE = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

function LineParts({ line, citations, onOpenCitation }: { line: AnswerLine } & AnswerTextProps) {
  return line.parts.map((part) => {
    const citation = part.kind === 'citation' ? citations[part.index] : undefined;
    if (part.kind === 'text' || !citation) {
      return <Fragment key={part.at}>{part.kind === 'text' ? part.text : null}</Fragment>;
    }
    return (
      <CitationChip
        key={part.at}
        citation={citation}
        number={part.index + 1}
        onOpen={onOpenCitation}
      />
    );
  });
}

/**
 * An answer's text with each citation marker `[n]` drawn as a "p. N" chip where it stands, and
 * lines starting "- " as a bulleted list. Without citations (nothing found) the text is shown
 * as it is.
 */
export function AnswerText(props: AnswerTextProps) {
  const { answer, citations } = props;
  if (citations.length === 0) {
    return (
      <Text size="sm" style={TEXT_STYLE} data-testid="answer-text">
        {answer}
      </Text>
    );
  }
  const blocks = answerBlocks(answerLines(answer, citations.length));
  return (
    <Stack gap={6} data-testid="answer-text">
      {blocks.map((block) =>
        block.isList ? (
          <List key={block.at} size="sm" spacing={4} withPadding>
            {block.lines.map((line) => (
              <List.Item key={line.at} style={TEXT_STYLE}>
                <LineParts line={line} {...props} />
              </List.Item>
            ))}
          </List>
        ) : (
          <Text key={block.at} size="sm" style={TEXT_STYLE}>
            {block.lines.map((line) => (
              <LineParts key={line.at} line={line} {...props} />
            ))}
          </Text>
        ),
      )}
    </Stack>
  );
}
