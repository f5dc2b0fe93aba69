import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../context';

/**
 * Runs a team command; an unexpected failure becomes the spec's fallback message for that call
 * ('Failed to fetch team members', 'Failed to invite team member'). AppErrors pass through.
 */
export async function failWith<T>(
  ctx: Pick<AppContext, 'log'>,
  code: 'TEAM_MEMBERS_FAILED' | 'TEAM_INVITE_FAILED',
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, code);
    throw new AppError(code);
  }
}
