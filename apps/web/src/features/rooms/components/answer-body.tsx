import { List } from '@mantine/core';
import type { Answer, Conversation, Reading, StructuredQuery } from '@tabletalk/contracts';
import type { View } from 'vega';
import { AnswerDescription } from './answer-description';
import { AnswerReadings } from './answer-readings';
import { AnswerView } from './answer-view';
import { HowAnswered } from './how-answered';
import { useRoomAskActions } from './room-ask-context';

interface AnswerBodyProps {
  conversation: Conversation;
  answer: Answer;
  onView: (view: View | null) => void;
}

/** Longest text the thread keeps for a question (the contract's limit). */
const MAX_TEXT = 1000;

/**
 * An answer with data: the readings to pick from when the engine was unsure, the sentence, the
 * value or chart and table, data notes, and how it was answered. Re-asking from a reading, an
 * edited filter or edited SQL goes through the room's `onAskWith`.
 */
export function AnswerBody({ conversation, answer, onView }: AnswerBodyProps) {
  const { canAsk, isOpen, onAskWith } = useRoomAskActions();
  const question = conversation.query.text;
  const handleReading = (reading: Reading) =>
    onAskWith({ text: reading.text, structuredQuery: reading.structuredQuery });
  const handleQuery = (structuredQuery: StructuredQuery, change: string) =>
    onAskWith({ text: `${question} (${change})`.slice(0, MAX_TEXT), structuredQuery });
  const handleSql = (sql: string) =>
    onAskWith({ text: `${question} (edited SQL)`.slice(0, MAX_TEXT), sql });
  return (
    <>
      {conversation.answer.status === 'unsure' ? (
        <AnswerReadings readings={answer.readings} canPick={isOpen} onPick={handleReading} />
      ) : null}
      <AnswerDescription conversationId={conversation._id} description={answer.description} />
      <AnswerView
        roomId={conversation.roomId}
        conversationId={conversation._id}
        question={question}
        answer={answer}
        onView={onView}
      />
      {answer.notes.length > 0 ? (
        <List size="xs" c="dimmed">
          {answer.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      ) : null}
      <HowAnswered
        conversation={conversation}
        answer={answer}
        canAsk={canAsk}
        onAskQuery={handleQuery}
        onAskSql={handleSql}
      />
    </>
  );
}
