import { MockLanguageModelV3 } from 'ai/test';
import { sqlAnswerText } from './recorded-responses';

/** What the mock model answers: SQL and an explanation, or a thrown error (a failing provider). */
export type MockSqlReply = { sql: string; explanation?: string } | { error: Error };

/** One call the mock model received: the AI SDK's call options. */
export type MockCall = MockLanguageModelV3['doGenerateCalls'][number];

/** The system and user text of one call the mock received, joined. */
export function callText(call: MockCall | undefined): string {
  return (call?.prompt ?? [])
    .flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : message.content.flatMap((part) => ('text' in part ? [part.text] : [])),
    )
    .join('\n');
}

/**
 * The AI SDK's mock language model (`ai/test`) answering every SQL request with `reply`, which
 * sees the prompt's text. Its `doGenerateCalls` keep every call for assertions. Test-only.
 * @example const model = mockSqlModel(() => ({ sql: 'SELECT 1' }))
 */
export function mockSqlModel(reply: (promptText: string) => MockSqlReply): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const answer = reply(callText(options));
      if ('error' in answer) throw answer.error;
      return {
        content: [{ type: 'text', text: sqlAnswerText(answer.sql, answer.explanation) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 500, noCache: 500, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 30, text: 30, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}
