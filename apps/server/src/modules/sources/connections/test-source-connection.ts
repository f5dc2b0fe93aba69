import { createConnector } from '@tabletalk/connectors';
import { AppError, type ConnectionConfig } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { toAppError } from '../../../lib/app-errors';
import { sourceEgressPolicy } from './egress-policy';

/**
 * The error the client sees for a failed connection or query. Refused, timed out and filtered
 * ports all read the same (SECURITY A2: not a port-scan oracle); other connector messages are
 * written for users (no host names, no driver text) and pass through. Details stay in the log.
 */
export function connectionFailure(error: unknown): AppError {
  const read = toAppError(error, 'connect');
  return read instanceof AppError ? read : new AppError('CONNECTION_FAILED');
}

/**
 * Connects to a database as a new source would (through the egress guard) and runs a trivial
 * query; the connection is closed either way.
 * @throws AppError CONNECTION_FAILED with a message safe to show.
 */
export async function testSourceConnection(
  ctx: Pick<AppContext, 'env' | 'log'>,
  config: ConnectionConfig,
): Promise<void> {
  const connector = createConnector(config, { egress: sourceEgressPolicy(ctx.env) });
  try {
    await connector.testConnection();
  } catch (error) {
    // Code and driver message only: the error object may carry the connection options.
    const cause = error instanceof Error ? error.cause : undefined;
    ctx.log.info(
      {
        code: (error as { code?: string }).code,
        cause: cause instanceof Error ? cause.message : undefined,
        type: config.type,
      },
      'connection test failed',
    );
    throw connectionFailure(error);
  } finally {
    await connector.close().catch(() => {});
  }
}
