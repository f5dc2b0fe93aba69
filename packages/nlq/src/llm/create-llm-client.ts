import { generateText, type LanguageModel, type LanguageModelUsage, Output } from 'ai';
import { buildSqlPrompt } from './build-prompt';
import { callProvider } from './call-provider';
import { checkSqlAnswer, sqlAnswerSchema } from './check-sql-answer';
import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker';
import { createEmbeddingModel } from './create-embedding-model';
import { createLanguageModel } from './create-language-model';
import { embedTexts } from './embed-texts';
import { groundPassageAnswer } from './ground-passage-answer';
import type { LlmClient } from './llm-client';
import {
  DEFAULT_MAX_PROMPT_CHARS,
  DEFAULT_TIMEOUT_MS,
  type LlmConfig,
  llmConfigSchema,
} from './llm-config';
import { LlmError, type LlmUsage } from './llm-error';
import { buildDescribePrompt } from './prompt/describe-prompt';
import { buildPassagesPrompt } from './prompt/passages-prompt';
import { toPlainSentence } from './to-plain-sentence';

export interface LlmClientDeps {
  /** Shared by every call of this client (default: opens after 5 failures, 30 s cooldown). */
  breaker?: CircuitBreaker;
  /** Base pause before a retry, doubled and jittered (default 500 ms). */
  retryDelayMs?: number;
  random?: () => number;
  /** The AI SDK model to call instead of the configured provider's (a mock model in tests). */
  languageModel?: LanguageModel;
}

const SQL_MAX_OUTPUT_TOKENS = 2_000;
const DESCRIBE_MAX_OUTPUT_TOKENS = 150;
const DESCRIPTION_MAX_CHARS = 240;
const PASSAGE_ANSWER_MAX_OUTPUT_TOKENS = 1_000;

function toUsage(usage: LanguageModelUsage): LlmUsage {
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}

/**
 * Creates the language-model client for one configured provider (OpenAI, Anthropic, or an
 * OpenAI-compatible server such as Ollama, vLLM or LM Studio). Each call is bounded by the
 * timeout (default 30 s), at most `maxRetries` jittered retries (default 2, the SDK's own retries
 * off) and the circuit breaker; `embed` (when an embedding model is configured) shares them. The
 * model's answers are treated as text, never executed.
 * Throws a `ZodError` when `config` is invalid; the client's methods throw `LlmError`.
 * @example createLlmClient({ provider: 'openai', apiKey, model: 'gpt-4o-mini' })
 */
export function createLlmClient(config: LlmConfig, deps: LlmClientDeps = {}): LlmClient {
  const settings = llmConfigSchema.parse(config);
  const model = deps.languageModel ?? createLanguageModel(settings);
  const embeddingModel = createEmbeddingModel(settings);
  const breaker = deps.breaker ?? createCircuitBreaker();
  const callOptions = (signal: AbortSignal | undefined) => ({
    breaker,
    timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: settings.maxRetries ?? 2,
    retryDelayMs: deps.retryDelayMs ?? 500,
    random: deps.random ?? Math.random,
    signal,
  });

  return {
    embeddingModel: embeddingModel ? (settings.embeddingModel ?? null) : null,

    async generateSql(input) {
      const prompt = buildSqlPrompt({
        ...input,
        maxChars: settings.maxPromptChars ?? DEFAULT_MAX_PROMPT_CHARS,
      });
      const { answer, usage } = await callProvider(async (abortSignal) => {
        const result = await generateText({
          model,
          system: prompt.system,
          prompt: prompt.prompt,
          output: Output.object({ schema: sqlAnswerSchema, name: 'sql_answer' }),
          maxOutputTokens: SQL_MAX_OUTPUT_TOKENS,
          maxRetries: 0,
          abortSignal,
        });
        return { answer: result.output, usage: toUsage(result.usage) };
      }, callOptions(input.signal));
      return { ...checkSqlAnswer(answer, usage), usage };
    },

    async describe(input) {
      const prompt = buildDescribePrompt(input);
      const { text, usage } = await callProvider(async (abortSignal) => {
        const result = await generateText({
          model,
          system: prompt.system,
          prompt: prompt.prompt,
          maxOutputTokens: DESCRIBE_MAX_OUTPUT_TOKENS,
          maxRetries: 0,
          abortSignal,
        });
        return { text: result.text, usage: toUsage(result.usage) };
      }, callOptions(input.signal));
      const sentence = toPlainSentence(text, DESCRIPTION_MAX_CHARS);
      if (!sentence) {
        throw new LlmError('INVALID_OUTPUT', 'Unusable answer: the description is empty.', {
          usage,
        });
      }
      return { text: sentence, usage };
    },

    async answerFromPassages(input) {
      const prompt = buildPassagesPrompt({
        ...input,
        maxChars: settings.maxPromptChars ?? DEFAULT_MAX_PROMPT_CHARS,
      });
      const { text, usage } = await callProvider(async (abortSignal) => {
        const result = await generateText({
          model,
          system: prompt.system,
          prompt: prompt.prompt,
          maxOutputTokens: PASSAGE_ANSWER_MAX_OUTPUT_TOKENS,
          maxRetries: 0,
          abortSignal,
        });
        return { text: result.text, usage: toUsage(result.usage) };
      }, callOptions(input.signal));
      const given = input.passages.map((passage) => passage.n);
      const grounded = groundPassageAnswer(text, given, input.style);
      if (!grounded) {
        throw new LlmError('INVALID_OUTPUT', 'Unusable answer: it cites none of the passages.', {
          usage,
        });
      }
      return { ...grounded, usage };
    },

    async embed(input) {
      if (!embeddingModel) {
        throw new LlmError(
          'PROVIDER_FAILED',
          'No embedding model is configured for this provider.',
        );
      }
      return embedTexts(embeddingModel, input.texts, callOptions(input.signal));
    },
  };
}
