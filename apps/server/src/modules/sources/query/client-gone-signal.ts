import { ConnectorError } from '@tabletalk/connectors';
import type { FastifyReply } from 'fastify';

/**
 * A signal aborted when the client goes away before its answer was sent, so a waiting query
 * leaves its organization's line and a running one is cancelled on the server (SECURITY B4).
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return;
    controller.abort(new ConnectorError('QUERY_CANCELLED', 'The query was cancelled.'));
  });
  return controller.signal;
}
