import { AppError } from '@tabletalk/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { failWith } from './fail-with';

describe('failWith', () => {
  const ctx = { log: pino({ level: 'silent' }) };

  it('turns an unexpected failure into the spec’s fallback message', async () => {
    const error = await failWith(ctx, 'TEAM_MEMBERS_FAILED', async () => {
      throw new Error('connection reset');
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'TEAM_MEMBERS_FAILED',
      message: 'Failed to fetch team members',
    });
    const invite = await failWith(ctx, 'TEAM_INVITE_FAILED', () =>
      Promise.reject(new Error('x')),
    ).catch((e: unknown) => e);
    expect(invite).toMatchObject({ message: 'Failed to invite team member', status: 500 });
  });

  it('lets AppErrors and results through', async () => {
    const forbidden = await failWith(ctx, 'TEAM_INVITE_FAILED', async () => {
      throw new AppError('FORBIDDEN');
    }).catch((e: unknown) => e);
    expect(forbidden).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failWith(ctx, 'TEAM_INVITE_FAILED', async () => 42)).toBe(42);
  });
});
