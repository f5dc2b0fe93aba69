import { Button, Menu, ScrollArea, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';

interface RecentQuestionsProps {
  /** The user's recent questions about the room's source, newest first. */
  questions: string[];
  /** Fills the box with the picked question; it is asked only on Enter. */
  onPick: (text: string) => void;
}

/** The user's recent questions about this source, from any of their rooms, to ask again. */
export function RecentQuestions({ questions, onPick }: RecentQuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <Menu position="top-start" withinPortal width={380}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          w="fit-content"
          leftSection={<IconHistory size={14} aria-hidden />}
        >
          Recent questions
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Recent questions">
        <Menu.Label>Your recent questions about this source</Menu.Label>
        <ScrollArea.Autosize mah={320} type="auto">
          {questions.map((text) => (
            <Menu.Item key={text} onClick={() => onPick(text)}>
              <Text size="sm" lineClamp={2}>
                {text}
              </Text>
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
