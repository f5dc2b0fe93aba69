import { createConnector } from '@tabletalk/connectors';
import { AppError, type ConnectionConfig } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { recordAuditEvent } from '../../../core/identity';
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
 * query; the connection is closed either way. Each test is one audit event
 * (`source.connection_tested`) with its outcome and, when it failed, the error's code; never the
 * connection's fields.
 * @throws AppError CONNECTION_FAILED with a message safe to show.
 */
export async function testSourceConnection(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now'>,
  options: { orgId: string; actorId: string; config: ConnectionConfig },
): Promise<void> {
  const { config } = options;
  const audit = {
    orgId: options.orgId,
    actorId: options.actorId,
    action: 'source.connection_tested',
  };
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
    const failure = connectionFailure(error);
    await recordAuditEvent(ctx, {
      ...audit,
      detail: { type: config.type, outcome: 'failed', error: failure.code },
    });
    throw failure;
  } finally {
    await connector.close().catch(() => {});
  }
  await recordAuditEvent(ctx, { ...audit, detail: { type: config.type, outcome: 'succeeded' } });
}
