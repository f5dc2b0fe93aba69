import {
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';
import type { LlmUsage } from './llm-error';

/** What a failed SDK call means for us: retry it, give up on the provider, or a bad answer. */
export type ProviderErrorKind =
  | { kind: 'retryable'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'invalid-output'; reason: string; usage?: LlmUsage };

/**
 * Sorts an error thrown by the AI SDK. Reasons name a status or an error class only: they never
 * quote the request (prompt, headers) or the response body. Throws nothing.
 */
export function classifyProviderError(error: unknown): ProviderErrorKind {
  if (NoObjectGeneratedError.isInstance(error)) {
    const usage = error.usage
      ? { inputTokens: error.usage.inputTokens ?? 0, outputTokens: error.usage.outputTokens ?? 0 }
      : undefined;
    return {
      kind: 'invalid-output',
      reason: 'the answer was not the JSON object asked for',
      usage,
    };
  }
  if (
    NoOutputGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return { kind: 'invalid-output', reason: 'the answer could not be read' };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ? `status ${error.statusCode}` : 'a network error';
    return error.isRetryable
      ? { kind: 'retryable', reason: `the provider answered with ${status}` }
      : { kind: 'failed', reason: `the provider answered with ${status}` };
  }
  const name = error instanceof Error ? error.name : typeof error;
  return { kind: 'failed', reason: `the call failed (${name})` };
}
