import { LlmError } from '../llm-error';

/**
 * For tests: the LlmError a promise rejects with; throws when it resolves or rejects with
 * anything else, so a test cannot pass on the wrong failure.
 * @example expect((await llmFailure(client.embed({ texts: ['a'] }))).code).toBe('TIMEOUT');
 */
export async function llmFailure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}
