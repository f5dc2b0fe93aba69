import { Button, Group } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useQuerySuggestions } from '../../../api/get-query-suggestions';

const SHOWN = 4;

interface QuestionSuggestionsProps {
  sourceId: string;
  onPick: (text: string) => void;
}

/** A few questions the source can answer, to start from; nothing when it has none. */
export function QuestionSuggestions({ sourceId, onPick }: QuestionSuggestionsProps) {
  const suggestions = useQuerySuggestions(sourceId);
  const shown = suggestions.data?.slice(0, SHOWN) ?? [];
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Suggested questions" role="group">
      <IconBulb size={16} aria-hidden />
      {shown.map((text) => (
        <Button key={text} size="compact-xs" variant="light" onClick={() => onPick(text)}>
          {text}
        </Button>
      ))}
    </Group>
  );
}
