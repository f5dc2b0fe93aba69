export {
  type AskLanguageModelInput,
  askLanguageModel,
  type LanguageModelAnswer,
  type LlmFailureCode,
  type SqlGuard,
} from './ask-language-model';
export { type BuildSqlPromptInput, buildSqlPrompt, type SqlPrompt } from './build-prompt';
export {
  type CircuitBreaker,
  type CircuitBreakerOptions,
  type CircuitState,
  createCircuitBreaker,
} from './circuit-breaker';
export { createLlmClient, type LlmClientDeps } from './create-llm-client';
export { createMemoryBudget, type LlmBudget, type MemoryBudgetOptions } from './llm-budget';
export type {
  AnswerFromPassagesInput,
  DescribeInput,
  Description,
  Embeddings,
  EmbedInput,
  EngineReading,
  GeneratedSql,
  GenerateSqlInput,
  LlmClient,
  NumberedPassage,
  PassageAnswer,
} from './llm-client';
export {
  type LlmConfig,
  type LlmProvider,
  llmConfigFromEnv,
  llmConfigSchema,
  llmProviders,
} from './llm-config';
export { LlmError, type LlmErrorCode, type LlmUsage, llmErrorCodes } from './llm-error';
