import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ASK_DOCS_QUESTION_MAX, askDocsQuestionRequestSchema } from '@tabletalk/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { InlineError } from '../../../components/inline-error';
import { useAskQuestion } from '../api/ask-question';
import { PlanLink } from './plan-link';

/**
 * The question box of a project's room: Enter asks, Shift+Enter breaks the line. While the
 * answer is worked out the box is disabled; a failure is shown under it and the question stays
 * for another try. The answer joins the room's history.
 */
export function QuestionBox({ roomId }: { roomId: string }) {
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const ask = useAskQuestion({
    onSuccess: () => {
      setQuestion('');
      // Focus comes back once the box is enabled again.
      requestAnimationFrame(() => box.current?.focus());
    },
    onError: () => requestAnimationFrame(() => box.current?.focus()),
  });

  const submit = () => {
    if (ask.isPending) return;
    // The contract's own rule and words for the question (the room is the server's to check).
    const parsed = askDocsQuestionRequestSchema.shape.question.safeParse(question);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    ask.mutate({ roomId, question: parsed.data });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const isSend = event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
    if (!isSend) return;
    event.preventDefault();
    submit();
  };

  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" data-testid="question-box">
      <Stack gap="xs">
        <Textarea
          ref={box}
          aria-label="Ask a question about the documents"
          placeholder="Ask a question about these documents, e.g. how many days of leave do I get?"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={ASK_DOCS_QUESTION_MAX}
          value={question}
          disabled={ask.isPending}
          error={problem}
          onChange={(event) => {
            setQuestion(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={handleKeyDown}
        />
        <InlineError
          error={ask.error}
          fallback="Failed to answer the question. Your question is kept: try again."
          planAction={<PlanLink />}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite" style={{ minWidth: 0 }}>
            {ask.isPending
              ? 'Searching the documents…'
              : 'Enter to ask · Shift+Enter for a new line'}
          </Text>
          <Button
            rightSection={<IconSend size={16} />}
            onClick={submit}
            disabled={!question.trim()}
            loading={ask.isPending}
            style={{ flexShrink: 0 }}
          >
            Ask
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
