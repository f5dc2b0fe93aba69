/**
 * Why a language-model call gave nothing usable. The codes stay inside the question engine: its
 * caller falls back to the built-in engine's message and never shows these to users.
 */
export const llmErrorCodes = [
  'PROVIDER_FAILED',
  'TIMEOUT',
  'ABORTED',
  'INVALID_OUTPUT',
  'CIRCUIT_OPEN',
  'PROMPT_TOO_LARGE',
] as const;
export type LlmErrorCode = (typeof llmErrorCodes)[number];

/** Tokens a call spent, as the provider reported them (0 when it did not). */
export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * The error every `LlmClient` method throws. `usage` is set when the provider answered (an
 * unusable answer still costs tokens). The message never carries the API key or the prompt.
 * @example throw new LlmError('TIMEOUT', 'The provider did not answer within 30000 ms.')
 */
export class LlmError extends Error {
  readonly code: LlmErrorCode;
  readonly usage: LlmUsage | undefined;

  constructor(code: LlmErrorCode, message: string, options: { usage?: LlmUsage } = {}) {
    super(message);
    this.name = 'LlmError';
    this.code = code;
    this.usage = options.usage;
  }
}
