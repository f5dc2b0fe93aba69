import {
  createLlmClient,
  createMemoryBudget,
  type LlmBudget,
  type LlmClient,
} from '@tabletalk/nlq';
import type { Env } from '../../env';

/** The configured language model and the organizations' token budgets, one per process. */
export interface LanguageModel {
  client: LlmClient;
  budget: LlmBudget;
}

const models = new WeakMap<Env, LanguageModel>();

/**
 * The language model that questions go to when the built-in engine is unsure of them or declines
 * them, or null when none is configured (LLM_PROVIDER empty). Created once per configuration, so
 * its circuit breaker and budgets hold across requests.
 */
export function findLanguageModel(env: Pick<Env, 'llm'> & object): LanguageModel | null {
  if (!env.llm) return null;
  const known = models.get(env as Env);
  if (known) return known;
  const model = {
    client: createLlmClient(env.llm.config),
    budget: createMemoryBudget({ tokensPerDay: env.llm.tokensPerDay }),
  };
  models.set(env as Env, model);
  return model;
}
