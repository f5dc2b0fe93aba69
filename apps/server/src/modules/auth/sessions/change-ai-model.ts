import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { type Actor, users } from '../../../core/identity';
import { signAccessToken } from '../../../lib/security/access-token';

export interface AiModelOption {
  id: string;
  label: string;
}

/**
 * The answer engines a user may pick. The built-in engine is always there; LLM models join the
 * list once an LLM provider is configured (none is wired yet).
 */
export function availableAiModels(_ctx: AppContext): AiModelOption[] {
  return [{ id: 'builtin', label: 'Built-in' }];
}

/**
 * Stores the user's answer engine and returns a fresh access token for the same session.
 * @throws AppError VALIDATION_FAILED for a model not on the list.
 */
export async function changeAiModel(
  ctx: AppContext,
  options: { actor: Actor; model: string },
): Promise<{ token: string; model: string; models: AiModelOption[] }> {
  const models = availableAiModels(ctx);
  if (!models.some((m) => m.id === options.model)) {
    throw new AppError('VALIDATION_FAILED', { details: { fields: [{ path: 'model' }] } });
  }
  await ctx.db
    .update(users)
    .set({ aiModel: options.model, updatedAt: ctx.now() })
    .where(eq(users.id, options.actor.userId));
  const { userId, sessionId } = options.actor;
  const token = await signAccessToken(ctx.keys.sessionJwt, { userId, sessionId }, ctx.now());
  return { token, model: options.model, models };
}
