import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { Template } from '@tabletalk/contracts';
import { useState } from 'react';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useComposerDraft } from '../hooks/use-composer-draft';
import { recallHistory } from '../utils/recent-questions';
import { QuestionSuggestions } from './question-suggestions';
import { RecentQuestions } from './recent-questions';
import { TemplateForm } from './template-form';
import { TemplatePicker } from './template-picker';

interface QuestionComposerProps {
  sourceId: string;
  /** Questions asked in this room, oldest first, for ↑ recall. */
  history: string[];
  /** The user's recent questions about the source (any room), newest first: ↑ goes on into them. */
  recent: string[];
  isBusy: boolean;
  onAsk: (text: string) => void;
  onAskTemplate: (template: Template, values: Record<string, string>, text: string) => void;
}

/**
 * The question box: Enter asks, Shift+Enter breaks the line, ↑ in an empty box recalls the last
 * question (↑/↓ walk further, past this room into the user's recent questions). Suggestions and
 * recent questions fill the box; templates with placeholders open a form.
 */
export function QuestionComposer(props: QuestionComposerProps) {
  const { sourceId, history, recent, isBusy, onAsk, onAskTemplate } = props;
  const recall = recallHistory(history, recent);
  const { draft, type, submit, handleKeyDown } = useComposerDraft(recall, isBusy, onAsk);
  const [template, setTemplate] = useState<Template | null>(null);
  const box = useFocusOnMount<HTMLTextAreaElement>();
  const handlePick = (picked: Template) => {
    if (picked.placeholders.length > 0) return setTemplate(picked);
    onAskTemplate(picked, {}, picked.text);
  };
  const handleSuggestion = (text: string) => {
    type(text);
    box.current?.focus();
  };
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs">
      <Stack gap="xs">
        {template ? (
          <TemplateForm
            key={template._id}
            template={template}
            disabled={isBusy}
            onCancel={() => setTemplate(null)}
            onAsk={(values, text) => {
              onAskTemplate(template, values, text);
              setTemplate(null);
            }}
          />
        ) : null}
        {/* Suggestions help to start; once the room has questions they would only take room. */}
        {draft === '' && history.length === 0 ? (
          <QuestionSuggestions sourceId={sourceId} onPick={handleSuggestion} />
        ) : null}
        {draft === '' ? <RecentQuestions questions={recent} onPick={handleSuggestion} /> : null}
        <Textarea
          ref={box}
          aria-label="Ask a question"
          placeholder="Ask a question about your data, e.g. total revenue by region"
          autosize
          minRows={1}
          maxRows={6}
          maxLength={1000}
          value={draft}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
        <Group justify="space-between">
          <TemplatePicker sourceId={sourceId} disabled={isBusy} onPick={handlePick} />
          <Button
            rightSection={<IconSend size={16} />}
            onClick={submit}
            disabled={!draft.trim()}
            loading={isBusy}
          >
            Ask
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
