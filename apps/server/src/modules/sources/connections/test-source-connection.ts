import { ConnectorError, type ConnectorErrorCode, createConnector } from '@tabletalk/connectors';
import { AppError, type ConnectionConfig } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { sourceEgressPolicy } from './egress-policy';

/** Failures before the server answered: one text for all, so ports cannot be scanned (A2). */
const UNREACHABLE_CODES = new Set<ConnectorErrorCode>(['CONNECTION_REFUSED', 'CONNECTION_TIMEOUT']);

/**
 * The error the client sees for a failed connection or query. Refused, timed out and filtered
 * ports all read the same (SECURITY A2: not a port-scan oracle); other connector messages are
 * written for users (no host names, no driver text) and pass through. Details stay in the log.
 */
export function connectionFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof ConnectorError) || UNREACHABLE_CODES.has(error.code)) {
    return new AppError('CONNECTION_FAILED');
  }
  if (error.code === 'CREDENTIALS_UNREADABLE') return new AppError('CREDENTIALS_UNREADABLE');
  return new AppError('CONNECTION_FAILED', { message: error.message });
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
